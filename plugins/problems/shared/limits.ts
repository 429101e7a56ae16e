// Spec constants of the problems plugin, defined once (spec 2 §9, reference §4.6).

/** spec 2 §9: problem list default page size */
export const PROBLEM_LIST_PAGE_SIZE = 30;
/** the admin problem list (reference client default) */
export const ADMIN_PROBLEM_LIST_PAGE_SIZE = 10;

/** reference §4.6: admin-form defaults of a new problem */
export const PROBLEM_DEFAULTS = {
  timeLimit: 1000,
  memoryLimit: 256,
  stackLimit: 128,
  ioScore: 100,
  /**
   * A new problem ignores blanks at line ends and the final newline (DOMjudge's default, testlib's
   * lcmp): a correct `cout << x << endl` against a typed `3` is Accepted. Exact (byte for byte, with
   * Presentation Error) is the problem's explicit choice, isRemoveEndBlank = false (reference §4.2).
   */
  isRemoveEndBlank: true,
} as const;

/** upper bounds an admin may set */
export const MAX_TIME_LIMIT_MS = 60_000;
export const MAX_MEMORY_LIMIT_MB = 4096;

/** display ids: letters, digits and - _ (e.g. "1000", "HDU-1000") */
export const DISPLAY_ID_PATTERN = '^[A-Za-z0-9][A-Za-z0-9_\\-]{0,99}$';
export const TITLE_MAX = 255;
export const TAG_NAME_MAX = 100;
/** a tag's colour, as the admin types it (#3e8ed0, rgb(…)) */
export const TAG_COLOR_MAX = 20;
/** each statement text (description, input, output, examples, hint, source), checker and extra files */
export const TEXT_MAX = 1_000_000;
/** a typed test case's input or output */
export const CASE_TEXT_MAX = 10_000_000;
export const MAX_CASES = 2000;
/** spec 2 §5: a code template is code, at most 65535 characters like a submission */
export const CODE_TEMPLATE_MAX = 65535;

/** the test-data zip upload (reference §4.6); the plugin config can lower them */
export const TEST_CASE_ZIP_DEFAULTS = {
  /** the uploaded zip itself */
  maxZipBytes: 128 * 1024 * 1024,
  /** one extracted file */
  maxEntryBytes: 256 * 1024 * 1024,
  /** all extracted files together (zip bombs stop here) */
  maxTotalBytes: 1024 * 1024 * 1024,
  maxEntries: 2000,
} as const;

/** an upload not saved into a problem within this time is removed */
export const UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

/** the language of output-only problems: the submission is the answers (the judge engine's ANSWER_LANGUAGE) */
export const ANSWER_LANGUAGE = 'Answer';
