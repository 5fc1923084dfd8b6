#!/usr/bin/env node
// The `user-summaries` binary: the process's arguments and streams handed to `main`, its result the exit code.
import { processIo } from '../commandIo/io.js';
import { main } from './run.js';

process.exitCode = await main(process.argv.slice(2), processIo());
