// The plugin's table names, resolved once from the context.
import type { PluginContext } from '@oj/sdk';

export interface Tables {
  problem: string;
  case: string;
  tag: string;
  tagClassification: string;
  problemTag: string;
  language: string;
  problemLanguage: string;
  codeTemplate: string;
}

export function tablesOf(ctx: PluginContext): Tables {
  return {
    problem: ctx.table('problem'),
    case: ctx.table('case'),
    tag: ctx.table('tag'),
    tagClassification: ctx.table('tag_classification'),
    problemTag: ctx.table('problem_tag'),
    language: ctx.table('language'),
    problemLanguage: ctx.table('problem_language'),
    codeTemplate: ctx.table('code_template'),
  };
}
