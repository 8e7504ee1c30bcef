// Loaded into a benchmarked server process (node --import): answers the parent's 'cpu' message
// with this process's own process.cpuUsage(), so the bench measures the server's CPU per request
// and not the load generator's, which shares the machine.
import process from 'node:process';

process.on('message', (message) => {
  if (message === 'cpu') process.send?.({ cpu: process.cpuUsage() });
});
