// Development shell only, run before anything else. React Fast Refresh finds React's renderer
// through this hook: the refresh runtime of a remote loads after react-dom registered itself, and
// a hook that keeps its renderers lets that runtime find the shell's react-dom. (The React
// DevTools extension, when installed, provides such a hook itself.)
if (!window.__REACT_DEVTOOLS_GLOBAL_HOOK__) {
  const renderers = new Map();
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers,
    supportsFiber: true,
    inject(renderer) {
      const id = renderers.size + 1;
      renderers.set(id, renderer);
      return id;
    },
    onScheduleFiberRoot() {},
    onCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
}
