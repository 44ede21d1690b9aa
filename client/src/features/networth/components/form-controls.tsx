import { ChevronDown } from 'lucide-react';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { Label } from '@/components/ui/input';
import { cn } from '@/lib/cn';

type FieldFrameProps = {
  label: string;
  error?: string;
  id: string;
  children: ReactNode;
};

function FieldFrame({ label, error, id, children }: FieldFrameProps) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

const controlClasses = cn(
  'block min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm',
  'disabled:cursor-not-allowed disabled:bg-slate-100',
  'focus-visible:border-primary aria-invalid:border-destructive',
);

type SelectFieldProps = ComponentProps<'select'> & {
  label: string;
  error?: string;
  options: readonly { id: string; name: string }[];
  /** A first, empty choice ('Select a category'); the field is then blank until one is picked. */
  placeholder?: string;
};

/** A labelled native select: 16 px text, 44 px tall, the platform's own picker on phones. */
export function SelectField({
  label,
  error,
  options,
  placeholder,
  id,
  className,
  ...props
}: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <FieldFrame label={label} error={error} id={selectId}>
      <div className="relative">
        <select
          id={selectId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${selectId}-error` : undefined}
          className={cn(controlClasses, 'appearance-none pr-10', className)}
          {...props}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
        />
      </div>
    </FieldFrame>
  );
}

type TextareaFieldProps = ComponentProps<'textarea'> & { label: string; error?: string };

export function TextareaField({ label, error, id, className, ...props }: TextareaFieldProps) {
  const generatedId = useId();
  const textareaId = id ?? generatedId;
  return (
    <FieldFrame label={label} error={error} id={textareaId}>
      <textarea
        id={textareaId}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${textareaId}-error` : undefined}
        className={cn(controlClasses, 'resize-y', className)}
        {...props}
      />
    </FieldFrame>
  );
}
