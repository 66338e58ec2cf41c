/**
 * Replays a tester's journal (issue 17, part 3) and prints the report:
 *   npm run replay <file> [--url http://host:port]
 * Without --url it starts a mock service of its own on a free port of 127.0.0.1: a fresh seed in
 * memory whose clock it sets to each call's recorded instant, so timestamps replay exactly. With
 * --url it replays against that server as it is (its clock runs on: timestamps are compared
 * with the offset taken off, and data computed from the clock may differ).
 * Exit status: 0 no differences, 1 differences, 2 a file that is not a journal or bad arguments.
 * The command itself is scripts/replay-cli.ts.
 */
import { replayCommand } from './replay-cli';

const status = await replayCommand(
  process.argv.slice(2),
  { out: (text) => process.stdout.write(text), err: (text) => process.stderr.write(text) },
  process.env.npm_config_url,
);
process.exit(status);
