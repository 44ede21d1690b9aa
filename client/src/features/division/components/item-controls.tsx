import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId, useState, type ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { liveTexts } from '@/components/ui/live-texts';
import { WhatIsThis } from '@/components/ui/what-is-this';
import { cn } from '@/lib/cn';
import { useSharedText, useLanguage } from '@/lib/i18n';
import { CHARACTERS, DIVISION_MESSAGES, itemNetCents, type Character } from '@shared/division';
import { useSpouseLabels } from '@/features/account';
import { ownershipLabel, type NetworthItemDto } from '@shared/networth';
import { useSaveItemPlan } from '../api';
import { formatCents, planItemWrite, type ItemPlan } from '../plan';

/** The item's division fields as they are, for a write that changes one of them. */
export function currentPlan(item: NetworthItemDto): ItemPlan {
  return {
    character: item.character,
    proposed_to: item.proposed_to,
    split_share: item.split_share,
  };
}

/**
 * Saves an item with new division fields (the full item, optimistic); returns why the item
 * form's schema refuses them instead, without sending anything.
 */
export function usePlanItem() {
  const save = useSaveItemPlan();
  return (item: NetworthItemDto, plan: ItemPlan): string | null => {
    const result = planItemWrite(item, plan);
    if (!result.ok) return result.message;
    save.mutate(result.write);
    return null;
  };
}

const KIND_LABELS = liveTexts({ asset: msg`Asset`, debt: msg`Debt` });

/** The item's name, kind and owner, and its net (a debt counts against the estate). */
export function ItemHeading({ item, owner }: { item: NetworthItemDto; owner?: string }) {
  const spouses = useSpouseLabels();
  const language = useLanguage();
  return (
    <div className="flex items-baseline justify-between gap-3">
      <div className="min-w-0">
        <p className="font-medium break-words text-slate-900">{item.name}</p>
        <p className="text-sm text-slate-600">
          {owner ??
            `${KIND_LABELS[item.classification]} · ${ownershipLabel(item.ownership, spouses, language)}`}
        </p>
      </div>
      <p className="money shrink-0 text-right font-semibold whitespace-nowrap text-slate-900">
        {formatCents(itemNetCents(item))}
      </p>
    </div>
  );
}

const CHARACTER_LABELS = liveTexts({
  marital: msg`Marital`,
  separate: msg`Separate`,
} satisfies Record<Character, unknown>);

/**
 * Marital or Separate, as two pressed/unpressed buttons. A joint item is always marital, so its
 * buttons are off and say why to screen readers.
 */
export function CharacterToggle({
  item,
  onChange,
}: {
  item: NetworthItemDto;
  onChange: (character: Character) => void;
}) {
  const reasonId = useId();
  const isJoint = item.ownership === 'joint';
  const { t } = useLingui();
  const sharedText = useSharedText();
  const { name } = item;
  /** The reason a joint item's toggle is off, as screen readers hear it. */
  const jointReason = `${sharedText(DIVISION_MESSAGES.jointSeparate)}.`;
  return (
    <div
      role="group"
      aria-label={t`${name}: marital or separate`}
      aria-describedby={isJoint ? reasonId : undefined}
      title={isJoint ? jointReason : undefined}
      className="inline-flex overflow-hidden rounded-md border border-slate-300 bg-white shadow-sm"
    >
      {CHARACTERS.map((character) => {
        const isPressed = item.character === character;
        return (
          <button
            key={character}
            type="button"
            aria-pressed={isPressed}
            aria-describedby={isJoint ? reasonId : undefined}
            disabled={isJoint}
            onClick={() => {
              if (!isPressed) onChange(character);
            }}
            className={cn(
              'min-h-11 px-3 text-sm font-medium transition-colors disabled:cursor-not-allowed',
              isPressed
                ? 'bg-primary text-primary-foreground disabled:bg-slate-200 disabled:text-slate-700'
                : 'text-slate-700 hover:bg-slate-100 disabled:text-slate-400 disabled:hover:bg-transparent',
            )}
          >
            {CHARACTER_LABELS[character]}
          </button>
        );
      })}
      {isJoint && (
        <span id={reasonId} className="sr-only">
          {jointReason}
        </span>
      )}
    </div>
  );
}

/** A titled card of items: a region named by its heading. */
export function ItemListCard({
  title,
  description,
  explained,
  children,
}: {
  title: string;
  description: string;
  /** A "What is this?" under the description. */
  explained?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card className="overflow-hidden" role="region" aria-labelledby={titleId}>
      <div className="border-b border-slate-200 px-4 py-4 sm:px-5">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <p className="text-sm text-slate-600">{description}</p>
        {explained && <WhatIsThis>{explained}</WhatIsThis>}
      </div>
      {children}
    </Card>
  );
}

/** What the last change to an item of a list could not do, said under that item. */
export function useItemNote() {
  const [note, setNote] = useState<{ id: number; text: string } | null>(null);
  return {
    noteOf: (id: number) => (note?.id === id ? note.text : null),
    /** Says `text` under item `id`; null clears the list's note. */
    setNote: (id: number, text: string | null) => setNote(text === null ? null : { id, text }),
  };
}

/** An item's note, announced when it changes (the region is there before any text is). */
export function ItemNote({ text }: { text: string | null }) {
  // A schema's or the division rule's message comes from `shared/`, in English.
  const sharedText = useSharedText();
  return (
    <p role="status" className="text-sm text-slate-700 [&:not(:empty)]:mt-2">
      {text === null ? null : sharedText(text)}
    </p>
  );
}
