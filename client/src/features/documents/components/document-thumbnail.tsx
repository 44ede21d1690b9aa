/**
 * The small picture at the start of a document's row: a photo's thumbnail, fetched once the row
 * comes into view (a long list does not fetch every picture at once), or the icon of its kind.
 * Decorative: the row's name says what it is.
 */
import { FileSpreadsheet, FileText, Image } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { DocumentDto } from '@shared/documents';
import { useDocumentPicture } from '../api';
import { isPhoto } from '../document-facts';
import { useBlobSource } from '../use-blob-source';

/** Becomes true once the element has been on screen (at once where nothing can tell). */
function useSeen() {
  const ref = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (seen || element === null) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen]);
  return { ref, seen };
}

function KindIcon({ type }: { type: string }) {
  const className = 'size-6 text-slate-400';
  if (type.startsWith('image/')) return <Image aria-hidden="true" className={className} />;
  if (type.includes('spreadsheet') || type === 'text/csv') {
    return <FileSpreadsheet aria-hidden="true" className={className} />;
  }
  return <FileText aria-hidden="true" className={className} />;
}

export function DocumentThumbnail({ document }: { document: DocumentDto }) {
  const { ref, seen } = useSeen();
  const picture = useDocumentPicture(document, 'thumbnail', seen && isPhoto(document));
  const image = useBlobSource<HTMLImageElement>(picture.data);
  return (
    <div
      ref={ref}
      aria-hidden="true"
      className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-md border border-slate-200 bg-slate-50"
    >
      {picture.data ? (
        <img ref={image} alt="" className="size-full object-cover" />
      ) : (
        <KindIcon type={document.type} />
      )}
    </div>
  );
}
