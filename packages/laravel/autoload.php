<?php
// For an installation without Composer (the folder copied into an application): require this file once,
// then register UserSummaries\Laravel\UserSummariesServiceProvider in config/app.php. With Composer, the
// package's composer.json maps the same namespace to src/ and Laravel discovers the provider.
spl_autoload_register(static function (string $class): void {
    $prefix = 'UserSummaries\\Laravel\\';
    if (strncmp($class, $prefix, strlen($prefix)) !== 0) {
        return;
    }
    $file = __DIR__ . '/src/' . str_replace('\\', '/', substr($class, strlen($prefix))) . '.php';
    if (is_file($file)) {
        require $file;
    }
});
