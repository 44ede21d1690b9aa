/** Items and an in-memory API for the division planner's screen tests. */
import { makeItem } from '@shared/test-fixtures/networth-items';
import { reply, stubApi } from '@/test/render-signed-in';
import type { ServerOverride } from '@/test/trackers';
import { divideEstate, toDivisionResponse } from '@shared/division';
import { networthItemInputSchema, summarizeNetworth, type NetworthItemDto } from '@shared/networth';
import { NO_PARTIES, partiesSchema, type Parties } from '@shared/parties';

/** The worked example of docs/division.md, with a separate ring beside it. */
const house = makeItem({
  id: 1,
  name: 'Family home',
  value: '450000.00',
  proposed_to: 'spouse_1',
});
const mortgage = makeItem({
  id: 2,
  name: 'Mortgage',
  classification: 'debt',
  category: 'mortgages',
  value: '300000.01',
  proposed_to: 'spouse_1',
});
export const ira = makeItem({
  id: 3,
  name: 'IRA',
  category: 'retirement_accounts',
  ownership: 'spouse_2',
  value: '29999.70',
  proposed_to: 'spouse_2',
});
export const car = makeItem({
  id: 4,
  name: 'Car',
  category: 'vehicles',
  value: '20000.20',
  proposed_to: 'sell',
});
const ring = makeItem({
  id: 5,
  name: 'Ring',
  category: 'personal_property',
  ownership: 'spouse_2',
  value: '5000.00',
  character: 'separate',
});
export const workedExample = [house, mortgage, ira, car, ring];

/**
 * Stubs fetch with a server holding `initial` and a target share: GET /api/networth and GET
 * /api/networth/division answer from them (the division by the shared rule, as the server
 * does), PUT /api/networth/division sets the share and PUT /api/networth/:id stores the item's
 * full body. `override` answers a request instead when it returns a response.
 */
export function fakeDivisionApi(
  initial: readonly NetworthItemDto[],
  {
    targetShare = 50,
    override,
    parties: savedParties = NO_PARTIES,
  }: { targetShare?: number; override?: ServerOverride; parties?: Parties } = {},
) {
  let items = [...initial];
  let target = targetShare;
  let parties = savedParties;
  const answer = () => toDivisionResponse(divideEstate(items, target));
  return stubApi(async (call) => {
    const custom = await override?.(call);
    if (custom !== undefined) return custom;
    const { method, path, body } = call;
    if (path === '/api/account/parties') {
      if (method === 'PUT') parties = partiesSchema.parse(body);
      return reply(200, parties);
    }
    if (method === 'GET' && path === '/api/networth') {
      return reply(200, { items, summary: summarizeNetworth(items) });
    }
    if (path === '/api/networth/division') {
      if (method === 'PUT') target = (body as { target_share: number }).target_share;
      return reply(200, answer());
    }
    if (method === 'PUT' && path.startsWith('/api/networth/')) {
      const id = Number(path.split('/').at(-1));
      const values = networthItemInputSchema.parse(body);
      items = items.map((item) =>
        item.id === id
          ? {
              ...item,
              character: values.character ?? item.character,
              proposed_to: values.proposed_to ?? null,
              split_share: values.split_share ?? null,
            }
          : item,
      );
      return reply(
        200,
        items.find((item) => item.id === id),
      );
    }
    throw new Error(`unexpected request ${method} ${path}`);
  });
}
