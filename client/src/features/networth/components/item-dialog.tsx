import { useLanguage } from '@/lib/i18n';
import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { liveTexts } from '@/components/ui/live-texts';
import { useSpouseLabels } from '@/features/account';
import {
  networthItemInputSchema,
  ownershipLabel,
  type Classification,
  type NetworthCategoriesResponse,
  type NetworthItemInput,
  type NetworthItemValues,
} from '@shared/networth';
import { categoryChoices, categoryForClassification, categoryLabel } from '../categories';

const CLASSIFICATION_NAMES = liveTexts({ asset: msg`Asset`, debt: msg`Debt` });

type ItemDialogMode = 'add' | 'edit';

/** The `<option>`s of a select, one per choice. */
function Options({ choices }: { choices: readonly { id: string; name: string }[] }) {
  return choices.map((choice) => (
    <option key={choice.id} value={choice.id}>
      {choice.name}
    </option>
  ));
}

const TEXTS = liveTexts({
  add: {
    title: msg`Add Net Worth Item`,
    description: msg`Record an asset or a debt, who it belongs to, and whether it is disputed.`,
    submit: msg`Add Item`,
  },
  edit: {
    title: msg`Edit Net Worth Item`,
    description: msg`Change the details of this asset or debt.`,
    submit: msg`Update Item`,
  },
});

type ItemFormProps = {
  mode: ItemDialogMode;
  defaultValues: NetworthItemInput;
  categories: NetworthCategoriesResponse;
  isSaving: boolean;
  onSubmit: (values: NetworthItemValues) => Promise<void>;
};

export const ITEM_FORM_TEXTS = liveTexts({
  characterLabel: msg`Owned before the marriage, a gift or an inheritance?`,
  characterHint: msg`Separate property usually stays with its owner and is left out of the division. The rules differ from state to state: ask your lawyer.`,
  marital: msg`No: acquired during the marriage (marital)`,
  separate: msg`Yes: separate property`,
});

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
  const monthlyPayment = useWatch({ control, name: 'monthly_payment' });
  const spouses = useSpouseLabels();
  const { t } = useLingui();
  const language = useLanguage();
  const classificationChoices = [
    { id: 'asset', name: CLASSIFICATION_NAMES.asset },
    { id: 'debt', name: CLASSIFICATION_NAMES.debt },
  ];

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
      <TextField
        label={t`Name`}
        autoComplete="off"
        placeholder={classification === 'debt' ? t`e.g. Home mortgage` : t`e.g. Family home`}
        error={errors.name?.message}
        {...register('name')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t`Classification`}
          error={errors.classification?.message}
          {...register('classification', {
            onChange: (event: { target: { value: Classification } }) => {
              // A category of the other classification makes no sense any more: clear it.
              setValue(
                'category',
                categoryForClassification(event.target.value, getValues('category')),
              );
              // Only a debt has a monthly payment.
              if (event.target.value === 'asset') setValue('monthly_payment', '');
            },
          })}
        >
          <Options choices={classificationChoices} />
        </SelectField>
        <SelectField label={t`Category`} error={errors.category?.message} {...register('category')}>
          <option value="">
            <Trans>Select a category</Trans>
          </option>
          <Options
            choices={categoryChoices(classification, categories).map((choice) => ({
              ...choice,
              name: categoryLabel(choice.id, categories, language),
            }))}
          />
        </SelectField>
        <SelectField
          label={t`Ownership`}
          error={errors.ownership?.message}
          {...register('ownership')}
        >
          <Options
            choices={categories.ownership_types.map((choice) => ({
              ...choice,
              name: ownershipLabel(choice.id, spouses, language),
            }))}
          />
        </SelectField>
        <TextField
          label={classification === 'debt' ? t`Amount ($)` : t`Value ($)`}
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
      {classification === 'debt' && (
        <TextField
          label={t`Monthly payment ($)`}
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          className="money"
          hint={amountEcho(
            monthlyPayment,
            t`Optional. What you pay each month; the financial disclosure lists it.`,
          )}
          error={errors.monthly_payment?.message}
          {...register('monthly_payment')}
        />
      )}
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
      <TextareaField label={t`Notes`} error={errors.notes?.message} {...register('notes')} />
      <Checkbox label={t`This item is disputed`} {...register('is_disputed')} />
      {isDisputed && (
        <TextareaField
          label={t`Dispute notes`}
          placeholder={t`What is disputed, and why?`}
          error={errors.dispute_notes?.message}
          {...register('dispute_notes')}
        />
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={isSaving}>
            <Trans>Cancel</Trans>
          </Button>
        </DialogClose>
        <Button writes type="submit" isLoading={isSaving} loadingText={t`Saving...`}>
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
