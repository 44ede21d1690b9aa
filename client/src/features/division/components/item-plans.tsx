import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus, Scale } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form-field';
import { liveTexts } from '@/components/ui/live-texts';
import { useSpouseLabels } from '@/features/account';
import { balanceWithItem, type DivisionResponse, type Proposal } from '@shared/division';
import type { NetworthItemDto } from '@shared/networth';
import { shareText } from '../plan';
import {
  CharacterToggle,
  currentPlan,
  ItemHeading,
  ItemListCard,
  ItemNote,
  useItemNote,
  usePlanItem,
} from './item-controls';

/** The "Goes to" choices; Undecided is an empty proposal. */
const GOES_TO: readonly { value: Proposal | ''; label: MessageDescriptor }[] = [
  { value: 'spouse_1', label: msg`Spouse 1` },
  { value: 'spouse_2', label: msg`Spouse 2` },
  { value: 'split', label: msg`Split` },
  { value: 'sell', label: msg`Sell` },
  { value: '', label: msg`Undecided` },
];

const ITEM_PLAN_TEXTS = liveTexts({
  title: msg`Who gets what`,
  description: msg`Choose who keeps each marital item. Items to sell and undecided ones are treated as sold, and the proceeds are split by the target share.`,
  noItems: msg`No assets or debts yet. Add them to plan who gets what.`,
  addFirst: msg`Add your first item`,
  allSeparate: msg`Every item is separate property. Mark an item as marital to divide it.`,
  goesTo: msg`Goes to`,
  splitShare: msg`Spouse 1 %`,
  balance: msg`Even out with this item`,
  characterExplained: msg`marital property is what either of you acquired during the marriage, and it is divided. Separate property, owned before the marriage or received by one of you as a gift or an inheritance, usually stays with its owner. The rules differ from state to state: ask your lawyer.`,
  balanceExplained: msg`Fairsplit works out how much of this item each of you would keep so that, as nearly as it can, neither of you has to pay the other. It sets the item to Split with that share; you can change it afterwards.`,
});

type PlanItem = ReturnType<typeof usePlanItem>;

/**
 * Spouse 1's percentage of a split item, one decimal, saved when the field is left or Enter is
 * pressed. The field starts again from the stored share whenever that changes (or is put back).
 */
function SplitShareField({ item, planItem }: { item: NetworthItemDto; planItem: PlanItem }) {
  const [error, setError] = useState<string | null>(null);
  const { t } = useLingui();
  const { name } = item;

  function commit(text: string) {
    const share = text.trim() === '' ? null : text.trim();
    if (share !== null && item.split_share !== null && Number(share) === Number(item.split_share)) {
      setError(null);
      return;
    }
    setError(planItem(item, { ...currentPlan(item), split_share: share }));
  }

  return (
    <div className="w-28">
      <TextField
        key={item.split_share}
        label={ITEM_PLAN_TEXTS.splitShare}
        aria-label={t`Spouse 1 % of ${name}`}
        inputMode="decimal"
        autoComplete="off"
        className="money text-right"
        defaultValue={item.split_share ?? ''}
        error={error ?? undefined}
        onBlur={(event) => commit(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit(event.currentTarget.value);
        }}
      />
    </div>
  );
}

function ItemPlanRow({
  item,
  items,
  targetShare,
  note,
  onNote,
  planItem,
}: {
  item: NetworthItemDto;
  items: readonly NetworthItemDto[];
  targetShare: number;
  note: string | null;
  onNote: (text: string | null) => void;
  planItem: PlanItem;
}) {
  function changeProposal(value: string) {
    const proposal = value === '' ? null : (value as Proposal);
    onNote(
      planItem(item, {
        ...currentPlan(item),
        proposed_to: proposal,
        // A new split starts at the target share; any other proposal has no share.
        split_share:
          proposal === 'split' ? (item.split_share ?? shareText(targetShare * 10)) : null,
      }),
    );
  }

  function balance() {
    const balancing = balanceWithItem(items, targetShare, item.id);
    if (!balancing.ok) {
      onNote(balancing.reason);
      return;
    }
    onNote(
      planItem(item, {
        ...currentPlan(item),
        proposed_to: 'split',
        split_share: balancing.splitShare,
      }),
    );
  }

  const spouses = useSpouseLabels();
  const { t, i18n } = useLingui();
  const { name } = item;
  const balanceLabel = ITEM_PLAN_TEXTS.balance;
  return (
    <li className="px-4 py-4 sm:px-5">
      <ItemHeading item={item} />
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <div className="w-full min-[480px]:w-56">
          <SelectField
            label={ITEM_PLAN_TEXTS.goesTo}
            aria-label={t`${name} goes to`}
            value={item.proposed_to ?? ''}
            onChange={(event) => changeProposal(event.target.value)}
          >
            {GOES_TO.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.value === 'spouse_1' || choice.value === 'spouse_2'
                  ? spouses[choice.value]
                  : i18n._(choice.label)}
              </option>
            ))}
          </SelectField>
        </div>
        {item.proposed_to === 'split' && <SplitShareField item={item} planItem={planItem} />}
        <CharacterToggle
          item={item}
          onChange={(character) => onNote(planItem(item, { ...currentPlan(item), character }))}
        />
        {item.classification === 'asset' && (
          <Button
            writes
            variant="outline"
            aria-label={`${balanceLabel}: ${name}`}
            onClick={balance}
          >
            <Scale aria-hidden="true" className="size-4" />
            {ITEM_PLAN_TEXTS.balance}
          </Button>
        )}
      </div>
      <ItemNote text={note} />
    </li>
  );
}

/**
 * Each marital item with who it goes to, whether it is marital or separate, and (for an asset)
 * the split that balances the division. What a control could not do is said under its item.
 */
export function ItemPlans({
  answer,
  items,
  onAddItem,
}: {
  answer: DivisionResponse;
  items: readonly NetworthItemDto[];
  onAddItem: () => void;
}) {
  const planItem = usePlanItem();
  const { noteOf, setNote } = useItemNote();
  const marital = items.filter((item) => item.character === 'marital');
  const balanceLabel = ITEM_PLAN_TEXTS.balance;

  let body;
  if (items.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-4 px-6 py-10 text-center">
        <p className="max-w-sm text-slate-600">{ITEM_PLAN_TEXTS.noItems}</p>
        <Button writes onClick={onAddItem}>
          <Plus aria-hidden="true" className="size-4" />
          {ITEM_PLAN_TEXTS.addFirst}
        </Button>
      </div>
    );
  } else if (marital.length === 0) {
    body = <p className="px-4 py-8 text-center text-slate-600">{ITEM_PLAN_TEXTS.allSeparate}</p>;
  } else {
    body = (
      <ul className="divide-y divide-slate-200">
        {marital.map((item) => (
          <ItemPlanRow
            key={item.id}
            item={item}
            items={items}
            targetShare={answer.target_share}
            note={noteOf(item.id)}
            onNote={(text) => setNote(item.id, text)}
            planItem={planItem}
          />
        ))}
      </ul>
    );
  }

  return (
    <ItemListCard
      title={ITEM_PLAN_TEXTS.title}
      description={ITEM_PLAN_TEXTS.description}
      explained={
        <>
          <strong>
            <Trans>Marital or Separate:</Trans>
          </strong>{' '}
          {ITEM_PLAN_TEXTS.characterExplained} <strong>{balanceLabel}:</strong>{' '}
          {ITEM_PLAN_TEXTS.balanceExplained}
        </>
      }
    >
      {body}
    </ItemListCard>
  );
}
