<?php

return [
    'paths' => [dirname(__DIR__) . '/resources/views'],
    'compiled' => sys_get_temp_dir(),
];
