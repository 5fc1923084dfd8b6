<?php

namespace UserSummaries\Laravel\Engine;

use RuntimeException;

/**
 * The contract's engine could not answer: Node or the package was not found, the process died (after one
 * restart), it did not answer in time, or it refused a request. The message says which, and what to do.
 */
final class EngineException extends RuntimeException
{
}
