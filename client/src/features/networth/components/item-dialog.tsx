import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  useOpenerFocus,
} from '@/components/ui/dialog';
import { amountEcho } from '@/components/trackers/amount-echo';
import { SelectField, TextareaField, TextField } from '@/components/ui/form-field';
import { useSpouseLabels } from '@/features/account';
import {
  networthItemInputSchema,
  ownershipLabel,
  type Classification,
  type NetworthCategoriesResponse,
  type NetworthItemInput,
  type NetworthItemValues,
} from '@shared/networth';
import { categoryChoices, categoryForClassification } from '../categories';

const CLASSIFICATION_CHOICES = [
  { id: 'asset', name: 'Asset' },
  { id: 'debt', name: 'Debt' },
] as const;

type ItemDialogMode = 'add' | 'edit';

/** The `<option>`s of a select, one per choice. */
function Options({ choices }: { choices: readonly { id: string; name: string }[] }) {
  return choices.map((choice) => (
    <option key={choice.id} value={choice.id}>
      {choice.name}
    </option>
  ));
}

const TEXTS = {
  add: {
    title: 'Add Net Worth Item',
    description: 'Record an asset or a debt, who it belongs to, and whether it is disputed.',
    submit: 'Add Item',
  },
  edit: {
    title: 'Edit Net Worth Item',
    description: 'Change the details of this asset or debt.',
    submit: 'Update Item',
  },
} as const;

type ItemFormProps = {
  mode: ItemDialogMode;
  defaultValues: NetworthItemInput;
  categories: NetworthCategoriesResponse;
  isSaving: boolean;
  onSubmit: (values: NetworthItemValues) => Promise<void>;
};

export const ITEM_FORM_TEXTS = {
  characterLabel: 'Owned before the marriage, a gift or an inheritance?',
  characterHint:
    'Separate property usually stays with its owner and is left out of the division. The rules differ from state to state: ask your lawyer.',
  marital: 'No: acquired during the marriage (marital)',
  separate: 'Yes: separate property',
} as const;

function ItemForm({ mode, defaultValues, categories, isSaving, onSubmit }: ItemFormProps) {
  const {
    control,
    register,
    handleSubmit,
    getValues,
    setValue,
    formState: { errors },
  } = useForm<NetworthItemInput, unknown, NetworthItemValues>({
    resolver: zodResolver(networthItemInputSchema),
    defaultValues,
  });
  const classification = useWatch({ control, name: 'classification' });
  const isDisputed = useWatch({ control, name: 'is_disputed' });
  const ownership = useWatch({ control, name: 'ownership' });
  const value = useWatch({ control, name: 'value' });
  const spouses = useSpouseLabels();

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
      <TextField
        label="Name"
        autoComplete="off"
        placeholder={classification === 'debt' ? 'e.g. Home mortgage' : 'e.g. Family home'}
        error={errors.name?.message}
        {...register('name')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Classification"
          error={errors.classification?.message}
          {...register('classification', {
            onChange: (event: { target: { value: Classification } }) => {
              // A category of the other classification makes no sense any more: clear it.
              setValue(
                'category',
                categoryForClassification(event.target.value, getValues('category')),
              );
            },
          })}
        >
          <Options choices={CLASSIFICATION_CHOICES} />
        </SelectField>
        <SelectField label="Category" error={errors.category?.message} {...register('category')}>
          <option value="">Select a category</option>
          <Options choices={categoryChoices(classification, categories)} />
        </SelectField>
        <SelectField label="Ownership" error={errors.ownership?.message} {...register('ownership')}>
          <Options
            choices={categories.ownership_types.map((choice) => ({
              ...choice,
              name: ownershipLabel(choice.id, spouses),
            }))}
          />
        </SelectField>
        <TextField
          label={classification === 'debt' ? 'Amount ($)' : 'Value ($)'}
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          className="money"
          hint={amountEcho(value, '')}
          error={errors.value?.message}
          {...register('value')}
        />
      </div>
      {ownership !== 'joint' && (
        <SelectField
          label={ITEM_FORM_TEXTS.characterLabel}
          hint={ITEM_FORM_TEXTS.characterHint}
          error={errors.character?.message}
          {...register('character')}
        >
          <option value="marital">{ITEM_FORM_TEXTS.marital}</option>
          <option value="separate">{ITEM_FORM_TEXTS.separate}</option>
        </SelectField>
      )}
      <TextareaField label="Notes" error={errors.notes?.message} {...register('notes')} />
      <Checkbox label="This item is disputed" {...register('is_disputed')} />
      {isDisputed && (
        <TextareaField
          label="Dispute notes"
          placeholder="What is disputed, and why?"
          error={errors.dispute_notes?.message}
          {...register('dispute_notes')}
        />
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={isSaving}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" isLoading={isSaving} loadingText="Saving...">
          {TEXTS[mode].submit}
        </Button>
      </DialogFooter>
    </form>
  );
}

type ItemDialogProps = ItemFormProps & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * 'Add Net Worth Item' / 'Edit Net Worth Item'. The form mounts afresh each time the dialog
 * opens, so it starts from `defaultValues`; it stays open (input kept) until the parent closes
 * it, which it does only after a successful save.
 */
export function ItemDialog({ open, onOpenChange, ...formProps }: ItemDialogProps) {
  const texts = TEXTS[formProps.mode];
  // Focus starts on the dialog itself (its title and description are read out), not on Name:
  // on a phone a focused field brings up the keyboard, which goes again as she taps Cancel and
  // moves the buttons under her finger.
  const contentRef = useRef<HTMLDivElement>(null);
  const focus = useOpenerFocus(() => contentRef.current);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!formProps.isSaving) onOpenChange(next);
      }}
    >
      <DialogContent ref={contentRef} {...focus} hideCloseButton={formProps.isSaving}>
        <DialogHeader>
          <DialogTitle>{texts.title}</DialogTitle>
          <DialogDescription>{texts.description}</DialogDescription>
        </DialogHeader>
        <ItemForm {...formProps} />
      </DialogContent>
    </Dialog>
  );
}
