import '../../../../tests/unit/dom-setup.ts';
