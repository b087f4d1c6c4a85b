console.error('The screenplay parser arrives with the Scripts issue; `npm run parse -- FILE` will print its JSON.');
process.exit(2);
