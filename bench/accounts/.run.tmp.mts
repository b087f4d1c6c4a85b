import { measureAuthLatency } from '/work/main/bench/accounts/auth-latency.ts';
measureAuthLatency().then((r) => console.log(JSON.stringify(r)));
