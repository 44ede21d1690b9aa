/**
 * A ZIP made as it is sent, for the downloads that may carry many documents (the data download,
 * the case file): fflate's streaming ZIP, one file after the other, a stored document read a
 * piece at a time, so a ZIP of 2 GB never sits in memory. Every entry carries the `modified`
 * time given (the export's time, not the moment of zipping), so the same files make the same
 * bytes.
 */
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/**
 * A file of the ZIP: `deflate`d (text, CSV) or stored as it is (PDFs and photos are compressed
 * already); its bytes whole, or a piece at a time.
 */
export interface ZipEntry {
  name: string;
  bytes: Uint8Array | AsyncIterable<Uint8Array>;
  deflate: boolean;
}

export async function* zipStream(
  files: Iterable<ZipEntry>,
  modified: Date,
): AsyncGenerator<Uint8Array> {
  const pending: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else pending.push(chunk);
  });
  for (const file of files) {
    const entry = file.deflate
      ? new ZipDeflate(file.name, { level: 6 })
      : new ZipPassThrough(file.name);
    entry.mtime = modified;
    zip.add(entry);
    if (file.bytes instanceof Uint8Array) {
      entry.push(file.bytes, true);
    } else {
      for await (const piece of file.bytes) {
        entry.push(piece);
        if (failure) throw failure;
        yield* pending.splice(0);
      }
      entry.push(new Uint8Array(0), true);
    }
    if (failure) throw failure;
    yield* pending.splice(0);
  }
  zip.end();
  yield* pending.splice(0);
}
