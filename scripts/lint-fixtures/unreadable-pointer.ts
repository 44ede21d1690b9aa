// Deliberately cites what a reader of the repo cannot open (see spec §4, and issue 29): the
// rule local/no-unreadable-pointers must refuse both.
export const fixture = true;
