/** For screen tests that read many figures: each element found by test id, and its text. */
import { screen } from '@testing-library/react';
import { expect } from 'vitest';

/** Expects the element with each test id to show its text (as toHaveTextContent does). */
export function expectTestIdTexts(expected: Readonly<Record<string, string>>) {
  for (const [testId, text] of Object.entries(expected)) {
    expect(screen.getByTestId(testId), testId).toHaveTextContent(text);
  }
}
