/** Net worth items for screen tests (the tracker's and the division planner's). */
import type { NetworthItemDto } from '@shared/networth';

let nextId = 1;

/** A joint, marital, undecided asset of $100.00, with `overrides`. */
export function makeItem(overrides: Partial<NetworthItemDto> = {}): NetworthItemDto {
  const id = overrides.id ?? nextId++;
  return {
    id,
    name: `Item ${id}`,
    classification: 'asset',
    category: 'real_estate',
    ownership: 'joint',
    value: '100.00',
    notes: null,
    is_disputed: false,
    dispute_notes: null,
    created_at: '2025-05-01T10:00:00.000Z',
    updated_at: '2025-05-01T10:00:00.000Z',
    character: 'marital',
    proposed_to: null,
    split_share: null,
    ...overrides,
  };
}
