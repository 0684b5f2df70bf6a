import { test } from 'node:test';
import assert from 'node:assert/strict';
import { describeUserAgent } from './devices.ts';

test('describeUserAgent names the browser (major version) and the system', () => {
  assert.deepEqual(
    describeUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.109 Safari/537.36'),
    { browser: 'Chrome 120', system: 'Windows 10' },
  );
  assert.deepEqual(
    describeUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1'),
    { browser: 'Safari 17', system: 'iOS 17.2' },
  );
  assert.deepEqual(describeUserAgent('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0'), { browser: 'Firefox 128', system: 'Linux' });
});

test('describeUserAgent says so when it cannot tell', () => {
  assert.deepEqual(describeUserAgent(null), { browser: 'Unknown browser', system: 'Unknown system' });
  assert.deepEqual(describeUserAgent('curl/8.5.0'), { browser: 'Unknown browser', system: 'Unknown system' });
});
