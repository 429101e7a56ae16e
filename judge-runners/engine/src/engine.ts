// Judging one submission: compile, run the cases by the case mode, judge each case, add up.
import type { SandboxPool } from '@oj/sandbox';
import { LanguageRegistry, forSource, languageLimits } from '@oj/judge-languages';
import { compileSource } from './compile.ts';
import { CheckerBuilds } from './checker-build.ts';
import { runInputValidator, type InputValidatorProtocol, type InputVerdict } from './input-validator.ts';
import { runCases, BUDGET_MESSAGE } from './case-modes.ts';
import { runTest, type TestRunOutcome } from './test-run.ts';
import { aggregate } from './scoring.ts';
import { runStandardCase } from './run-case.ts';
import { runInteractiveCase } from './interactive-judge.ts';
import { multiPassProblem, runMultiPassCase } from './multi-pass.ts';
import { ANSWER_LANGUAGE, judgeAnswerCase, parseAnswers } from './answer-case.ts';
import { PairLock } from './pair-lock.ts';
import { UserSlots } from './user-slots.ts';
import { assertPlainFileNames } from './environment.ts';
import { DEFAULT_SUBMISSION_BUDGET_MS } from './limits.ts';
import type { CaseContext } from './case-context.ts';
import type { CaseResult, JudgeOutcome, JudgeProgress, JudgeTask, TestCase } from './schema.ts';
import { JudgeStatus } from './verdicts.ts';

export interface JudgeEngineOptions {
  pool: SandboxPool;
  languages?: LanguageRegistry;
  /** cases of one submission run at once (default: the pool's size) */
  caseParallelism?: number;
}

export interface TestDataLocation {
  /** host folder holding the case files */
  dir: string;
  cases: TestCase[];
}

function failedOutcome(task: JudgeTask, status: number, message: string, compileMessage = ''): JudgeOutcome {
  return { status, score: 0, timeMs: 0, memoryKb: 0, compileMessage, message, judgeCaseMode: task.judgeCaseMode, cases: [], subtasks: [] };
}

export class JudgeEngine {
  readonly languages: LanguageRegistry;
  private readonly checkers: CheckerBuilds;
  private readonly pairLock = new PairLock();

  constructor(private readonly options: JudgeEngineOptions) {
    this.languages = options.languages ?? new LanguageRegistry(undefined, (path) => options.pool.hasBinary(path));
    this.checkers = new CheckerBuilds(options.pool);
  }

  /** an online test run: the task's program on the user's input (test-run.ts) */
  async testRun(task: JudgeTask, input: string, expectedOutput: string | null): Promise<TestRunOutcome> {
    if (task.language === ANSWER_LANGUAGE) return { status: JudgeStatus.SYSTEM_ERROR, timeMs: 0, memoryKb: 0, stderr: 'an answer is not a program: there is nothing to test-run', userOutput: '' };
    const found = this.languages.get(task.language);
    const language = found && forSource(found, task.code);
    const availability = this.languages.status(task.language);
    const unusable = !language ? `unknown language ${task.language}`
      : !availability.available ? `language ${task.language} is not available on this judge node (missing ${availability.missing.join(', ')})` : null;
    if (!language || unusable) return { status: JudgeStatus.SYSTEM_ERROR, timeMs: 0, memoryKb: 0, stderr: unusable ?? '', userOutput: '' };
    try {
      assertPlainFileNames(task.userExtraFiles, 'user extra files');
    } catch (err) {
      return { status: JudgeStatus.SYSTEM_ERROR, timeMs: 0, memoryKb: 0, stderr: (err as Error).message, userOutput: '' };
    }
    return runTest(this.options.pool, language, task, input, expectedOutput);
  }

  /** the admin's "compile" button of a special judge or interactor: builds it, keeps nothing else */
  async compileChecker(checker: { language: string; code: string }, judgeExtraFiles: Record<string, string> = {}): Promise<{ ok: boolean; message: string }> {
    try {
      assertPlainFileNames(judgeExtraFiles, 'judge extra files');
    } catch (err) {
      return { ok: false, message: (err as Error).message };
    }
    const built = await this.checkers.build(checker, judgeExtraFiles);
    return { ok: built.ok, message: built.message };
  }

  /**
   * One input validator of a package on one test input (a host file): built as a special judge is
   * (and kept), then run with `args` after its command and the input on its stdin (input-validator.ts).
   */
  async validateInput(
    validator: { language: string; code: string; extraFiles?: Record<string, string>; protocol: InputValidatorProtocol }, inputPath: string, args: readonly string[] = [],
  ): Promise<InputVerdict> {
    const extraFiles = validator.extraFiles ?? {};
    try {
      assertPlainFileNames(extraFiles, 'input validator files');
    } catch (err) {
      return { result: 'ERROR', message: (err as Error).message };
    }
    const built = await this.checkers.build(validator, extraFiles);
    if (!built.ok) return { result: 'ERROR', message: `the input validator does not compile:\n${built.message}` };
    return runInputValidator(this.options.pool, built.program, extraFiles, validator.protocol, inputPath, args);
  }

  async judge(task: JudgeTask, testData: TestDataLocation, onProgress: (p: JudgeProgress) => void = () => {}): Promise<JudgeOutcome> {
    if (task.language === ANSWER_LANGUAGE) return this.judgeAnswers(task, testData, onProgress);
    const started = Date.now();
    const found = this.languages.get(task.language);
    if (!found) return failedOutcome(task, JudgeStatus.SYSTEM_ERROR, `unknown language ${task.language}`);
    const availability = this.languages.status(task.language);
    if (!availability.available) {
      return failedOutcome(task, JudgeStatus.SYSTEM_ERROR, `language ${task.language} is not available on this judge node (missing ${availability.missing.join(', ')})`);
    }
    // Java's public class names the file it is compiled from and the class that runs
    const language = forSource(found, task.code);
    try {
      assertPlainFileNames(task.userExtraFiles, 'user extra files');
      assertPlainFileNames(task.judgeExtraFiles, 'judge extra files');
    } catch (err) {
      return failedOutcome(task, JudgeStatus.SYSTEM_ERROR, (err as Error).message);
    }
    if (testData.cases.length === 0) return failedOutcome(task, JudgeStatus.SYSTEM_ERROR, 'the problem has no test cases');

    onProgress({ stage: 'compiling' });
    const needsChecker = task.judgeMode === 'spj' || task.judgeMode === 'interactive';
    if (needsChecker && !task.checker) return failedOutcome(task, JudgeStatus.SYSTEM_ERROR, `judge mode ${task.judgeMode} without a checker program`);
    const notMultiPass = multiPassProblem(task);
    if (notMultiPass) return failedOutcome(task, JudgeStatus.SYSTEM_ERROR, notMultiPass);
    const [compiled, checker] = await Promise.all([
      compileSource(this.options.pool, language, task.code, task.userExtraFiles, task.otherSources),
      needsChecker && task.checker ? this.checkers.build(task.checker, task.judgeExtraFiles) : Promise.resolve(null),
    ]);
    if (!compiled.ok) return failedOutcome(task, compiled.status, '', compiled.message);
    if (checker && !checker.ok) {
      // the problem's checker does not build: the submission is not at fault (System Error)
      return failedOutcome(task, JudgeStatus.SYSTEM_ERROR, `the special judge does not compile:\n${checker.message}`, compiled.message);
    }

    const ctx: CaseContext = {
      pool: this.options.pool,
      task,
      language,
      limits: languageLimits(language, { timeLimitMs: task.timeLimitMs, memoryLimitMb: task.memoryLimitMb }),
      artifacts: compiled.artifacts,
      checker: checker && checker.ok ? checker.program : null,
      testDataDir: testData.dir,
      pairLock: this.pairLock,
      userSlots: task.judgeMode === 'default' ? new UserSlots(this.options.pool, compiled.artifacts, task.userExtraFiles) : null,
    };
    const budgetMs = task.budgetMs ?? DEFAULT_SUBMISSION_BUDGET_MS;
    let startedCases = 0;
    const caseCount = testData.cases.length;
    const results = await runCases(task.judgeCaseMode, testData.cases, (testCase, seq) => {
      onProgress({ stage: 'judging', caseIndex: ++startedCases, caseCount });
      const own = caseContext(ctx, testCase);
      if (task.validationPasses !== undefined) return runMultiPassCase(own, testCase, seq);
      return task.judgeMode === 'interactive' ? runInteractiveCase(own, testCase, seq) : runStandardCase(own, testCase, seq);
    }, {
      parallelism: this.options.caseParallelism ?? this.options.pool.size,
      budgetSpent: () => Date.now() - started > budgetMs,
    }).finally(() => ctx.userSlots?.releaseAll());
    return this.outcome(task, results, compiled.message);
  }

  /** an answer submission (answer-case.ts): no program; each case's section is judged as its output */
  private async judgeAnswers(task: JudgeTask, testData: TestDataLocation, onProgress: (p: JudgeProgress) => void): Promise<JudgeOutcome> {
    const started = Date.now();
    if (testData.cases.length === 0) return failedOutcome(task, JudgeStatus.SYSTEM_ERROR, 'the problem has no test cases');
    if (task.judgeMode === 'interactive' || task.validationPasses !== undefined) {
      return failedOutcome(task, JudgeStatus.SYSTEM_ERROR, 'an answer submission has no program to interact with or to run in passes');
    }
    if (task.judgeMode === 'spj' && !task.checker) return failedOutcome(task, JudgeStatus.SYSTEM_ERROR, 'judge mode spj without a checker program');
    try {
      assertPlainFileNames(task.judgeExtraFiles, 'judge extra files');
    } catch (err) {
      return failedOutcome(task, JudgeStatus.SYSTEM_ERROR, (err as Error).message);
    }
    onProgress({ stage: 'compiling' });
    const parsed = parseAnswers(task.code, testData.cases);
    if (!parsed.ok) return failedOutcome(task, JudgeStatus.COMPILE_ERROR, '', parsed.message);
    const checker = task.judgeMode === 'spj' && task.checker ? await this.checkers.build(task.checker, task.judgeExtraFiles) : null;
    if (checker && !checker.ok) return failedOutcome(task, JudgeStatus.SYSTEM_ERROR, `the special judge does not compile:\n${checker.message}`);
    const ctx = { pool: this.options.pool, task, checker: checker && checker.ok ? checker.program : null, testDataDir: testData.dir };
    let startedCases = 0;
    const caseCount = testData.cases.length;
    const results = await runCases(task.judgeCaseMode, testData.cases, (testCase, seq) => {
      onProgress({ stage: 'judging', caseIndex: ++startedCases, caseCount });
      return judgeAnswerCase(caseContext(ctx, testCase), testCase, seq, parsed.answers);
    }, {
      parallelism: this.options.caseParallelism ?? this.options.pool.size,
      budgetSpent: () => Date.now() - started > (task.budgetMs ?? DEFAULT_SUBMISSION_BUDGET_MS),
    });
    return this.outcome(task, results, '');
  }

  /** the submission's verdict from its cases' (a budget run out turns Accepted into Time Limit Exceeded) */
  private outcome(task: JudgeTask, results: CaseResult[], compileMessage: string): JudgeOutcome {
    results.sort((a, b) => a.seq - b.seq);
    const total = aggregate(task.problemType, task.judgeCaseMode, results, task.ioScore);
    const ranOutOfTime = results.some((r) => r.status === JudgeStatus.CANCELLED && r.message === BUDGET_MESSAGE);
    return {
      ...total,
      status: ranOutOfTime && total.status === JudgeStatus.ACCEPTED ? JudgeStatus.TIME_LIMIT_EXCEEDED : total.status,
      compileMessage,
      message: ranOutOfTime ? 'The submission ran out of its total judging time' : '',
      judgeCaseMode: task.judgeCaseMode,
      cases: results,
    };
  }
}

/** the context a case is judged in: the task with the case's own validator flags or comparison (task.caseJudging) */
function caseContext<C extends { task: JudgeTask }>(ctx: C, testCase: TestCase): C {
  const own = ctx.task.caseJudging?.[testCase.inputName];
  if (!own) return ctx;
  return { ...ctx, task: { ...ctx.task, ...(own.checkerFlags ? { checkerFlags: own.checkerFlags } : {}), ...(own.comparison ? { comparison: own.comparison } : {}) } };
}
