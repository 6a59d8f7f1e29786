// The script-tag entry: the only module with top-level effects. It defines window.visitTag.
import { createNonce } from './create-nonce.js';
import { validateEvent } from './validate-event.js';
import { encodeLine } from './encode-lines.js';

declare const __VERSION__: string;

const visitTag = { version: __VERSION__, createNonce, validateEvent, encodeLine };
(window as unknown as { visitTag: typeof visitTag }).visitTag = visitTag;
