/*
 * Jest's environment for the unit and component tests: jsdom, plus one memo per worker process.
 * Jest gives each test file a module registry and a global of its own, so what a file computes
 * is lost when it ends; this module is loaded once per worker (Jest requires the environment
 * outside the files' registries), so a map made here outlives the files and is handed to each
 * one as `__workerMemo` (jest.setup.js keeps the Markdown renderer's results in it). Only
 * strings go in: an object made in one file's realm is not of another's classes.
 */
const { TestEnvironment } = require("jest-environment-jsdom");

/** @type {Map<string, string>} */
const memo = new Map();

module.exports = class Environment extends TestEnvironment {
  /** @param {ConstructorParameters<typeof TestEnvironment>} args */
  constructor(...args) {
    super(...args);
    this.global.__workerMemo = memo;
  }
};
