// The `form` messages, ja and en, as tests read them.
import enForm from '../../../../../src/lib/i18n/resources/en/form.json';
import jaForm from '../../../../../src/lib/i18n/resources/ja/form.json';

export { enForm, jaForm };

type Tree = { readonly [key: string]: string | Tree };

export function leafValue(tree: Tree, dotted: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of dotted.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}
