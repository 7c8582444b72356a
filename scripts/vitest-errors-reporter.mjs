// A vitest reporter for `npm test`'s summary: writes the errors that vitest's JSON report leaves out to the
// file named by VITEST_ERRORS_FILE: a file that failed to load, a suite whose beforeAll or afterAll threw
// (by suite name), and errors outside any test. Prints nothing.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

const firstLine = (error) =>
  `${error.name && error.name !== 'Error' ? `${error.name}: ` : ''}${error.message ?? error}`;

export default class VitestErrorsReporter {
  onTestRunEnd(testModules, unhandledErrors) {
    const file = process.env.VITEST_ERRORS_FILE;
    if (!file) return;
    const errors = [];
    for (const module of testModules) {
      for (const error of module.errors())
        errors.push({ file: module.moduleId, suite: null, message: firstLine(error) });
      for (const suite of module.children.allSuites())
        for (const error of suite.errors())
          errors.push({ file: module.moduleId, suite: suite.fullName, message: firstLine(error) });
    }
    const unhandled = unhandledErrors.map((error) => firstLine(error));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify({ errors, unhandled }, null, 2));
  }
}
