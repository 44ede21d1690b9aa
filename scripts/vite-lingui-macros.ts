/**
 * Turns Lingui's macros (`t`, `<Trans>`, `plural`… from `@lingui/*\/macro`) into calls of its
 * runtime, and compiles each English message where it stands, so English needs no catalog and
 * no message compiler in the browser (docs/decisions/022-lingui.md).
 *
 * Lingui's own Vite transform is native code for Node 22 or later and its Babel route needs a
 * Babel plugin host; this is that host, in one small plugin: Babel parses the file (TypeScript
 * and JSX kept), runs Lingui's macro plugin, then replaces every `message` the macro left with
 * its compiled form (`'Hello {name}'` → `['Hello ', ['name']]`). The runtime uses a compiled
 * message as it is; a string message would need the compiler (6 KB) on every page.
 */
import { parseAsync, transformFromAstAsync, types as t, type NodePath } from '@babel/core';
import linguiMacro from '@lingui/babel-plugin-lingui-macro';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const MACRO_IMPORT = /from ['"]@lingui\/(?:core|react)\/macro['"]/;

function compiled(message: string): t.Expression {
  return t.valueToNode(compileMessage(message));
}

/** Compiles the `message` of each descriptor and each `<Trans message="…">` the macro made. */
function compileMessagesInPlace() {
  return {
    visitor: {
      ObjectExpression(path: NodePath<t.ObjectExpression>) {
        const properties = path.node.properties.filter((p) => t.isObjectProperty(p));
        const hasId = properties.some((p) => t.isIdentifier(p.key, { name: 'id' }));
        const message = properties.find((p) => t.isIdentifier(p.key, { name: 'message' }));
        if (hasId && message && t.isStringLiteral(message.value)) {
          message.value = compiled(message.value.value);
        }
      },
      JSXAttribute(path: NodePath<t.JSXAttribute>) {
        const { name, value } = path.node;
        if (!t.isJSXIdentifier(name, { name: 'message' }) || !t.isStringLiteral(value)) return;
        const element = path.parentPath.node;
        const hasId =
          t.isJSXOpeningElement(element) &&
          element.attributes.some((a) => t.isJSXAttribute(a) && a.name.name === 'id');
        if (hasId) path.node.value = t.jsxExpressionContainer(compiled(value.value));
      },
    },
  };
}

/** Transforms one module's source; exported for the tests. */
export async function transformLinguiMacros(code: string, filename: string) {
  const ast = await parseAsync(code, {
    filename,
    babelrc: false,
    configFile: false,
    parserOpts: { plugins: ['typescript', 'jsx'] },
  });
  if (!ast) return null;
  const shared = { babelrc: false, configFile: false, filename, sourceMaps: true } as const;
  const expanded = await transformFromAstAsync(ast, code, {
    ...shared,
    ast: true,
    code: false,
    plugins: [[linguiMacro, { descriptorFields: 'message' }]],
  });
  const result = await transformFromAstAsync(expanded!.ast!, code, {
    ...shared,
    plugins: [compileMessagesInPlace],
  });
  return result?.code ? { code: result.code, map: result.map } : null;
}

export function linguiMacros(): Plugin {
  return {
    name: 'fairsplit:lingui-macros',
    enforce: 'pre',
    async transform(code, id) {
      if (!/\.[jt]sx?$/.test(id.split('?')[0]!) || !MACRO_IMPORT.test(code)) return null;
      return transformLinguiMacros(code, id);
    },
  };
}
