/**
 * Photos for the documents' tests. The HEIC is a real one (64 × 48 px, a colour gradient),
 * encoded by libheif's heif-enc with x265 (Debian's libheif-examples): sharp cannot write
 * HEVC, so it could not be made here at test time.
 */
import sharp from 'sharp';

export const HEIC_PHOTO = Buffer.from(
  'AAAAHGZ0eXBoZWljAAAAAG1pZjFoZWljbWlhZgAAAa1tZXRhAAAAAAAAACFoZGxyAAAAAAAAAABwaWN0AAAAAAAAAAAAAAAAAAAAAA5waXRtAAAAAAACAAAAEGlkYXQAAAAAAEAAMAAAADhpbG9jAQAAAERAAAIAAQAAAAAAAAHRAAEAAAAAAAAAcAACAAEAAAAAAAAAAQAAAAAAAAAIAAAAOGlpbmYAAAAAAAIAAAAVaW5mZQIAAAEAAQAAaHZjMQAAAAAVaW5mZQIAAAAAAgAAZ3JpZAAAAADYaXBycAAAALZpcGNvAAAAdmh2Y0MBA3AAAAAAAAAAAAAe8AD8/fj4AAAPAyAAAQAYQAEMAf//A3AAAAMAkAAAAwAAAwAeugJAIQABACpCAQEDcAAAAwCQAAADAAADAB6gIIEFlurkprm4EBAwIAAAAwAgAAADACEiAAEABkQBwXPAiQAAABRpc3BlAAAAAAAAAEAAAABAAAAAFGlzcGUAAAAAAAAAQAAAADAAAAAQcGl4aQAAAAADCAgIAAAAGmlwbWEAAAAAAAAAAgABAoECAAICA4QAAAAaaXJlZgAAAAAAAAAOZGltZwACAAEAAQAAAHhtZGF0AAAAbCgBrxOA9UU941XBs/sF0d+nYIrAATa5H37rfOZsSIFsIYPw8uPwNdP/knXIXjewbNVdwL6Q5Z0GR316Aw5neEsr/NnVps+5WGiq5xJiOnIw58ne7ULDjGRiDZQjI4Edv1ci5/0de2kgFE93gA==',
  'base64',
);

/** A JPEG photo of `width` × `height` px, plain grey. */
export function jpegPhoto(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 120, g: 130, b: 140 } },
  })
    .jpeg()
    .toBuffer();
}
