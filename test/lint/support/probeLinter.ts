// Lints code that exists only in memory as a file of the repository would be linted: the lint
// script's engine and config file. The probe is outside tsconfig's program, so type information is
// turned off (typescript-eslint's own preset for such files), and so is import/no-cycle, which reads
// every file from disk. The fences and names tried with it need neither.
import path from 'node:path';
import { loadESLint, type Linter } from 'eslint';

export const ROOT = path.resolve(__dirname, '../../..');

export interface ProbeMessage {
  ruleId: string | null;
  message: string;
}

/** A linter of `code` as if it were the repository's file `file` (a path from the repository's root). */
export async function probeLinter(): Promise<(code: string, file: string) => Promise<ProbeMessage[]>> {
  const LegacyESLint = await loadESLint({ useFlatConfig: false });
  // The names' rule asks for no types here, but the preset turns it off with the rules that may: kept.
  const repository = new LegacyESLint({ cwd: ROOT });
  const { rules } = (await repository.calculateConfigForFile(path.join(ROOT, 'src/x.ts'))) as Linter.LegacyConfig;
  const eslint = new LegacyESLint({
    cwd: ROOT,
    overrideConfig: {
      extends: ['plugin:@typescript-eslint/disable-type-checked'],
      rules: {
        'import/no-cycle': 'off',
        '@typescript-eslint/naming-convention': rules?.['@typescript-eslint/naming-convention'],
      },
    },
  });
  return async (code, file) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
    return (result?.messages ?? []).map(({ ruleId, message }) => ({ ruleId, message }));
  };
}
