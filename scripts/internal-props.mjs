// The internal property names the production script tag shortens (scripts/tag-build-options.mjs).

/**
 * Property names that only the tag's own modules define and read: the production tag shortens
 * them, so names can be as long as reading needs. Only exact names the tag defines itself; never a
 * name that the wire, a stored record, a public option or interface (`Tracker`, `Delivery`,
 * `DeliveryEnv`, `DeliveryStats`, `Outcome`, …) or a browser object the tag reads uses (`type`,
 * `max`, `field`, `status`, `visitNumber`, `oversized`, `purge`, …). test/node/mangled-names.test.ts
 * checks each against the browser's and the language's own names.
 */
export const INTERNAL_PROPS = [
  // the event table's field specs (src/wire/event-table.ts) and validation's options
  ...['required', 'pattern', 'enum', 'alias', 'onlyWhen', 'equals', 'itemMax', 'itemMaxLength', 'itemMaxLengthWhen', 'visitorCodeInQuery'],
  // splitIntoBodies' result, the encoder's options, the cookie's visit state
  ...['bodies', 'indices', 'omitVisitorCode', 'lastActivity'],
  // the tracker's visit step (src/identity/visit-state.ts)
  ...['isNew', 'previous', 'visit'],
  // the tracker's outcomes (src/loader/create-outcome-hub.ts)
  ...['emit', 'dropEvent', 'withDrops'],
  // the engine's adoption of other pages' calls (src/engine/adopt-orphans.ts)
  ...['adoptFrom', 'countYoung'],
  // delivery: an entry's state (entry.ts)
  ...['isStored', 'flight', 'encodedLine', 'lineBytes'],
  // delivery: the queue (create-queue.ts)
  ...['admit', 'writePending', 'readStore', 'takeSendable', 'forget', 'discard', 'listByAge', 'isQueued', 'countQueued'],
  ...['fallBack', 'closeStore', 'reopen', 'eventStore', 'reporter', 'onStored', 'isPageGone', 'onStoreLost', 'isInMemory'],
  // delivery: the queue's store access (create-store-access.ts)
  ...['attempt', 'readAll', 'confirmStored'],
  // delivery: the reporter, the sender, the batch (create-reporter.ts, create-sender.ts, pick-batch.ts)
  ...[
    'report',
    'setStorageFallback',
    'setStorageLost',
    'setLocksRefused',
    'post',
    'beacon',
    'verdict',
    'retryAfterMs',
    'picked',
    'isKeepalive',
  ],
  ...['setTransport'], // delivery: the reporter's transport state (issue 35)
  // delivery: the tabs (create-tabs.ts)
  ...['hasPeers', 'retryAt', 'backOff', 'endBackoff', 'arrive', 'depart', 'greet', 'whileHoldingLock', 'giveBackLock', 'carry'],
  ...['onPeerLeft', 'onLocksRefused', 'onPeerCarries', 'forgetCarriedByPeer'],
  // delivery: the page lifecycle and its page-hide rule (create-page-lifecycle.ts, should-beacon.ts)
  ...['isGone', 'isGoingHome', 'watch', 'unwatch', 'isBackingOff'],
  ...['onHide', 'onRestore', 'onFreeze', 'onResume', 'onVisibilityChange', 'onOnline'],
  // delivery: the flush and its parts (create-flusher.ts)
  ...['schedule', 'isScheduled', 'cancelScheduled', 'env', 'queue', 'sender', 'tabs'],
  // delivery: the page-hide handoff (create-handoff.ts)
  ...['handoff', 'leave', 'recall', 'collect'],
  // delivery: the batch cap (create-batch-cap.ts)
  ...['updateRecovery', 'forNextBody', 'afterSent', 'settle'],
  // delivery: the engine's resolved options and the page hide's parts (resolve-delivery-options.ts, create-page-hide.ts)
  ...['debounceMs', 'lifecycle', 'flusher'],
  // the background drain's page side (create-background-sync.ts), and the address it is beside (the part's host, the engine's parts)
  ...['registerWorker', 'requestSync', 'unregisterWorker', 'tagSrc'],
  // the engine's visits (create-visit-keeper.ts)
  ...['touchVisit', 'saveVisit', 'sendStaticData'],
  // the part file and the engine, each way (src/definitions/part/part-types.ts, watch/definitions-host.ts, create-part-link.ts): the
  // files are built with one mangle cache (buildScriptTag), so all shorten them alike
  ...['checkEvent', 'sendEvent', 'debugLog', 'visitKey', 'isGranted', 'storageName', 'persistMemory', 'forgetMemory', 'waitingCalls'],
  ...[
    'partStats',
    'onPageView',
    'convertGoal',
    'recallValue',
    'rememberValue',
    'isOncePerVisit',
    'isInactive',
    'checkValues',
    'definedItem',
  ],
  // the loader and its handoff to the engine (src/loader/): a file's script element, the engine's
  // parts, the call log, a file's loading. Never a field of a stored call (call.ts): a later
  // release's engine reads those.
  ...[
    'connectFile',
    'loadFile',
    'createNonce',
    'replay',
    'takeAll',
    'isStored',
    'adoptCalls',
    'unbeaconed',
    'markBeaconed',
    'whenWritten',
    'countHeld',
  ],
  ...['connectNow', 'whenIdle', 'releaseHeld'],
  // the loader's boot state (create-loader.ts)
  ...['isStarted', 'startedAt', 'lastHref', 'hub', 'createFileLoading'],
];
