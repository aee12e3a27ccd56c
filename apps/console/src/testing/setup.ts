import '../../../../tests/unit/dom-setup.ts';

// Dates in assertions are written in UTC; the app itself formats in the operator's zone.
process.env.TZ = 'UTC';
