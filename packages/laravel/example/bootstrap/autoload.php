<?php
// The application's class loading. Laravel itself comes from Debian (php-laravel-framework), on PHP's include
// path. With Composer (`composer install` here: the package comes from the path repository of composer.json),
// vendor/autoload.php loads the package and Laravel discovers its provider. Without Composer, the package is
// used as a copied folder: its own autoload.php, and its provider listed in config/app.php.
require_once 'Illuminate/autoload.php';

if (is_file(__DIR__ . '/../vendor/autoload.php')) {
    require_once __DIR__ . '/../vendor/autoload.php';
} else {
    require_once __DIR__ . '/../../autoload.php';
    spl_autoload_register(static function (string $class): void {
        foreach (['App\\' => __DIR__ . '/../app/', 'Tests\\' => __DIR__ . '/../tests/'] as $prefix => $dir) {
            if (strncmp($class, $prefix, strlen($prefix)) === 0) {
                $file = $dir . str_replace('\\', '/', substr($class, strlen($prefix))) . '.php';
                if (is_file($file)) {
                    require $file;
                }
                return;
            }
        }
    });
}
