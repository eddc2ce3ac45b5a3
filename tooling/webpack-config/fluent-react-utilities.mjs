// @ts-check
// `@fluentui/react-utilities` as the apps share it: the part Fluent's components use. It is a
// shared singleton (its id and SSR contexts are state), and a shared module is never
// tree-shaken, so every first load used to download the whole package with the boot (its
// selection hooks, priority queue, deprecated slot helpers, scrollbar measuring: 1 KB gz that no
// component the portal renders calls). Shared, its importers reach it through the share scope,
// where webpack cannot tell a name missing here: FluentUtilitiesCheckPlugin
// (fluent-react-utilities-check.mjs) fails a build whose modules use one.
export {
  IdPrefixProvider,
  SLOT_CLASS_NAME_PROP_SYMBOL,
  SLOT_ELEMENT_TYPE_SYMBOL,
  SLOT_RENDER_FUNCTION_SYMBOL,
  applyTriggerPropsToChildren,
  assertSlots,
  canUseDOM,
  elementContains,
  getIntrinsicElementProps,
  getParent,
  getPartitionedNativeProps,
  getRTLSafeKey,
  getReactElementRef,
  getTriggerChild,
  isHTMLElement,
  isResolvedShorthand,
  isSlot,
  mergeCallbacks,
  resolveShorthand,
  setVirtualParent,
  slot,
  useAnimationFrame,
  useControllableState,
  useEventCallback,
  useFirstMount,
  useForceUpdate,
  useId,
  useIsomorphicLayoutEffect,
  useMergedRefs,
  useOnClickOutside,
  useOnScrollOutside,
  usePrevious,
  useTimeout,
} from '@portal/fluent-react-utilities-source';
