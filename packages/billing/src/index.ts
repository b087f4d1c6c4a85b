// Async boundary: shared singletons are negotiated before the remote's code runs.
import('./bootstrap');
