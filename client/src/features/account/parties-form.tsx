/**
 * The "Who is who" form, on the profile's card and in the Division tab's first-time question:
 * which spouse she is and, if she likes, both first names. Choosing her side fills in her own
 * first name from her account when that field is still empty.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { useAuth } from '@/features/auth';
import { useSharedText } from '@/lib/i18n';
import {
  NO_PARTIES,
  partiesSchema,
  SPOUSE_ROLES,
  type Parties,
  type PartiesInput,
  type SpouseRole,
} from '@shared/parties';
import { PARTIES_TEXTS, useSaveParties } from './parties';

const ROLE_LABELS: Readonly<Record<SpouseRole, MessageDescriptor>> = {
  spouse_1: msg`Spouse 1`,
  spouse_2: msg`Spouse 2`,
};
const NAME_FIELDS = { spouse_1: 'spouse_1_name', spouse_2: 'spouse_2_name' } as const;

type PartiesFormProps = {
  saved: Parties | undefined;
  onSaved?: () => void;
  /** "Not now" beside Save (the Division tab's question). */
  onNotNow?: () => void;
};

export function PartiesForm({ saved, onSaved, onNotNow }: PartiesFormProps) {
  const { user } = useAuth();
  const save = useSaveParties();
  const { t } = useLingui();
  const sharedText = useSharedText();
  const start = saved ?? NO_PARTIES;
  const form = useForm<PartiesInput, unknown, Parties>({
    resolver: zodResolver(partiesSchema),
    defaultValues: {
      spouse_role: start.spouse_role,
      spouse_1_name: start.spouse_1_name ?? '',
      spouse_2_name: start.spouse_2_name ?? '',
    },
  });
  const { errors } = form.formState;
  const roleField = form.register('spouse_role');

  function chooseRole(role: SpouseRole) {
    const own = NAME_FIELDS[role];
    if (!form.getValues(own) && user?.firstName) form.setValue(own, user.firstName);
  }

  const submit = form.handleSubmit((parties) =>
    save.mutate(parties, { onSuccess: () => onSaved?.() }),
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <fieldset>
        <legend className="text-sm font-medium text-slate-900">{PARTIES_TEXTS.roleLegend}</legend>
        <div className="mt-2 flex flex-wrap gap-3">
          {SPOUSE_ROLES.map((role) => (
            <label
              key={role}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-4 text-base text-slate-900 has-checked:border-primary has-checked:bg-primary-soft"
            >
              <input
                type="radio"
                value={role}
                className="size-4 accent-primary"
                {...roleField}
                onChange={(event) => {
                  void roleField.onChange(event);
                  chooseRole(role);
                }}
              />
              {t(ROLE_LABELS[role])}
            </label>
          ))}
        </div>
        {errors.spouse_role?.message && (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {sharedText(errors.spouse_role.message)}
          </p>
        )}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={PARTIES_TEXTS.spouse1Name}
          autoComplete="off"
          maxLength={100}
          error={errors.spouse_1_name?.message}
          {...form.register('spouse_1_name')}
        />
        <TextField
          label={PARTIES_TEXTS.spouse2Name}
          autoComplete="off"
          maxLength={100}
          error={errors.spouse_2_name?.message}
          {...form.register('spouse_2_name')}
        />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" isLoading={save.isPending}>
          {PARTIES_TEXTS.save}
        </Button>
        {onNotNow && (
          <Button type="button" variant="ghost" onClick={onNotNow}>
            {PARTIES_TEXTS.notNow}
          </Button>
        )}
      </div>
    </form>
  );
}
