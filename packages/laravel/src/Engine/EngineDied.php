<?php

namespace UserSummaries\Laravel\Engine;

/** The engine process ended before it answered; the message says how (exit code or signal, standard error). */
final class EngineDied extends \RuntimeException
{
}
