// Half of a deliberate import cycle (with cycle-b.ts): scripts/lint-rules.test.ts shows lint refuses it.
import { b } from './cycle-b';

export const a = (): string => `a${b()}`;
