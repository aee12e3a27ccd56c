import '@wl/tests/dom-setup';

// Dates in assertions are written in UTC; the app itself formats in the operator's zone.
process.env.TZ = 'UTC';
