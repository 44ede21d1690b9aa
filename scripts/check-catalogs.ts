/**
 * The message catalogs match the code (docs/decisions/022-lingui.md): every message the code
 * says is in both catalogs, Spanish has a translation for each, and neither keeps a message
 * the code no longer says. `npm run i18n:extract` brings the catalogs in line; the Spanish
 * words are then written by hand in client/src/locales/es/messages.po.
 */
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';

export interface CatalogProblems {
  missing: Record<string, string[]>;
  untranslated: string[];
  unused: Record<string, string[]>;
}

export async function checkCatalogs(): Promise<CatalogProblems> {
  const config = getConfig({ cwd: process.cwd() });
  const problems: CatalogProblems = { missing: {}, untranslated: [], unused: {} };
  for (const catalog of await getCatalogs(config)) {
    const said = (await catalog.collect()) ?? {};
    for (const locale of config.locales) {
      const kept = (await catalog.read(locale)) ?? {};
      const label = `${locale} (${catalog.getFilename(locale)})`;
      const missing = Object.keys(said).filter((id) => !(id in kept));
      const unused = Object.keys(kept).filter((id) => !(id in said));
      if (missing.length) problems.missing[label] = missing.map((id) => said[id]!.message ?? id);
      if (unused.length) problems.unused[label] = unused.map((id) => kept[id]!.message ?? id);
      if (locale !== config.sourceLocale) {
        problems.untranslated.push(
          ...Object.keys(said)
            .filter((id) => id in kept && !kept[id]!.translation)
            .map((id) => `${locale}: ${said[id]!.message ?? id}`),
        );
      }
    }
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = await checkCatalogs();
  const lines = [
    ...Object.entries(problems.missing).map(
      ([catalog, messages]) => `Not in ${catalog}:\n  ${messages.join('\n  ')}`,
    ),
    ...Object.entries(problems.unused).map(
      ([catalog, messages]) =>
        `In ${catalog} but no longer in the code:\n  ${messages.join('\n  ')}`,
    ),
    ...(problems.untranslated.length
      ? [`Without a translation:\n  ${problems.untranslated.join('\n  ')}`]
      : []),
  ];
  if (lines.length) {
    console.error(`${lines.join('\n')}\nRun \`npm run i18n:extract\`, then translate.`);
    process.exit(1);
  }
  console.log('The catalogs match the code.');
}
