// Registers the service worker and tells the app when a new release is ready; the app
// shows "update available — reload" and calls window.cubeTableUpdate() to switch.
(function () {
  if (!('serviceWorker' in navigator)) return;
  let requested = false;
  function offer(worker) {
    window.cubeTableUpdate = function () {
      requested = true;
      worker.postMessage('cube-table:skip-waiting');
    };
    window.cubeTableUpdateReady = true;
    window.dispatchEvent(new Event('cube-table-update'));
  }
  navigator.serviceWorker.addEventListener('controllerchange', function () {
    if (requested) location.reload();
  });
  window.addEventListener('load', function () {
    navigator.serviceWorker.register('/sw.js').then(function (reg) {
      if (reg.waiting && navigator.serviceWorker.controller) offer(reg.waiting);
      reg.addEventListener('updatefound', function () {
        const worker = reg.installing;
        if (!worker) return;
        worker.addEventListener('statechange', function () {
          if (worker.state === 'installed' && navigator.serviceWorker.controller) offer(worker);
        });
      });
    }, function (e) { console.warn('Cube Table: offline mode unavailable', e); });
  });
})();
