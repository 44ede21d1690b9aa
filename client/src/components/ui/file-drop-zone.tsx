import { useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

type FileDropZoneProps = {
  /** The files dropped, never none; a zone that takes one file reads the first. */
  onFiles: (files: [File, ...File[]]) => void;
  className?: string;
  /** The label, hint and file input: the way in for a keyboard or a screen reader. */
  children: ReactNode;
};

/**
 * A dashed box a file can be dropped on, highlighted while one is dragged over it. Dropping is
 * a pointer's shortcut only: the file input inside stays the accessible way to choose a file.
 */
export function FileDropZone({ onFiles, className, children }: FileDropZoneProps) {
  const [isDragging, setIsDragging] = useState(false);
  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setIsDragging(true);
      }}
      onDragLeave={() => setIsDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setIsDragging(false);
        const [first, ...rest] = Array.from(event.dataTransfer.files);
        if (first) onFiles([first, ...rest]);
      }}
      className={cn(
        'rounded-md border-2 border-dashed p-4 sm:p-6',
        isDragging ? 'border-primary bg-primary-soft' : 'border-slate-300',
        className,
      )}
    >
      {children}
    </div>
  );
}
