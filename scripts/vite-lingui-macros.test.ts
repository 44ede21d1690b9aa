import { setupI18n } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { describe, expect, it } from 'vitest';
import { transformLinguiMacros } from './vite-lingui-macros';

const source = `import { useLingui } from '@lingui/react/macro';
import { msg, plural } from '@lingui/core/macro';
export const LABEL = msg\`Net worth\`;
export function Line({ name, count }: { name: string; count: number }) {
  const { t } = useLingui();
  return <p title={t\`Hello \${name}\`}>{t\`\${plural(count, { one: '# item', other: '# items' })}\`}</p>;
}`;

async function transformed() {
  const result = await transformLinguiMacros(source, '/app/client/src/line.tsx');
  return result!.code;
}

describe('the Lingui macros in the build', () => {
  it('leave each English message compiled where it stands, under the id extraction gives it', async () => {
    const code = await transformed();
    expect(code).toContain(`id: "${generateMessageId('Net worth')}"`);
    expect(code).toContain(`id: "${generateMessageId('Hello {name}')}"`);
    expect(code).toMatch(/message: \["Hello ", \["name"\]\]/);
    expect(code).not.toContain('@lingui/react/macro');
    // TypeScript and JSX are left for the next transform.
    expect(code).toMatch(/name: string;\s+count: number;/);
    expect(code).toContain('<p title=');
  });

  it('give messages the runtime reads in English without a catalog or a compiler', async () => {
    const plain = `import { msg, plural } from '@lingui/core/macro';
export const label = msg\`Net worth\`;
export const hello = (name: string) => msg\`Hello \${name}\`;
export const items = (count: number) => msg\`\${plural(count, { one: '# item', other: '# items' })}\`;`;
    const { code } = (await transformLinguiMacros(plain, '/app/client/src/plain.ts'))!;
    const body = code.replace(/export const/g, 'const').replace(/: (string|number)\)/g, ')');
    const { label, hello, items } = Function(`${body}\nreturn { label, hello, items };`)();
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
    i18n.setMessagesCompiler(() => {
      throw new Error('the browser never compiles a message');
    });
    expect(i18n._(label)).toBe('Net worth');
    expect(i18n._(hello('Jo'))).toBe('Hello Jo');
    expect(i18n._(items(1))).toBe('1 item');
    expect(i18n._(items(3))).toBe('3 items');
  });

  it('leave a file without macros alone', async () => {
    expect(await transformLinguiMacros('export const a = 1;', '/app/a.ts')).toMatchObject({
      code: expect.stringContaining('export const a = 1'),
    });
  });
});
