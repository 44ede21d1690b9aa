import type { NetworthItemDto, NetworthItemInput } from '@shared/networth';

/**
 * A stored item as the item form holds it: the item as stored, blanks for its missing notes.
 * The edit dialog starts from it, and the division planner sends it back with its own fields.
 */
export function networthItemInput(item: NetworthItemDto): NetworthItemInput {
  return {
    name: item.name,
    classification: item.classification,
    category: item.category,
    ownership: item.ownership,
    value: item.value,
    notes: item.notes ?? '',
    is_disputed: item.is_disputed,
    dispute_notes: item.dispute_notes ?? '',
    character: item.character,
    monthly_payment: item.monthly_payment ?? '',
  };
}
