import type { DivisionResponse } from '@shared/division';
import { formatUsd } from '@shared/money';
import { ownershipLabel, type NetworthItemDto } from '@shared/networth';
import { useSpouseLabels } from '@/features/account';
import { SPOUSES } from '../plan';
import {
  CharacterToggle,
  currentPlan,
  ItemHeading,
  ItemListCard,
  ItemNote,
  useItemNote,
  usePlanItem,
} from './item-controls';

const SEPARATE_TEXTS = {
  title: 'Separate property',
  description:
    'Owned before the marriage, or a gift or an inheritance: it stays with its owner and is left out of the division.',
  empty:
    'No separate property. Mark an item as separate if one spouse owned it before the marriage, or received it as a gift or an inheritance.',
} as const;

/** The separate items with their owners, each spouse's total, and the way back to marital. */
export function SeparateProperty({
  answer,
  items,
}: {
  answer: DivisionResponse;
  items: readonly NetworthItemDto[];
}) {
  const planItem = usePlanItem();
  const { noteOf, setNote } = useItemNote();
  const separate = items.filter((item) => item.character === 'separate');
  const spouses = useSpouseLabels();

  return (
    <ItemListCard title={SEPARATE_TEXTS.title} description={SEPARATE_TEXTS.description}>
      {separate.length === 0 ? (
        <p className="px-4 py-8 text-center text-slate-600 sm:px-5">{SEPARATE_TEXTS.empty}</p>
      ) : (
        <>
          <ul className="divide-y divide-slate-200">
            {separate.map((item) => (
              <li key={item.id} className="px-4 py-4 sm:px-5">
                <ItemHeading
                  item={item}
                  owner={`Owned by ${ownershipLabel(item.ownership, spouses)}`}
                />
                <div className="mt-3">
                  <CharacterToggle
                    item={item}
                    onChange={(character) =>
                      setNote(item.id, planItem(item, { ...currentPlan(item), character }))
                    }
                  />
                </div>
                <ItemNote text={noteOf(item.id)} />
              </li>
            ))}
          </ul>
          <dl className="grid gap-2 border-t border-slate-200 bg-slate-50 px-4 py-3 text-sm sm:grid-cols-2 sm:px-5">
            {SPOUSES.map((spouse) => (
              <div key={spouse} className="flex justify-between gap-3 sm:justify-start">
                <dt className="text-slate-700">{`${spouses[spouse]} keeps`}</dt>
                <dd
                  className="money font-semibold text-slate-900"
                  data-testid={`separate-${spouse}`}
                >
                  {formatUsd(answer[spouse].separate_net)}
                </dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </ItemListCard>
  );
}
