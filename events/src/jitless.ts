import { z } from 'zod'

// zod probes for `new Function` when an object schema is built, and a strict
// Content-Security-Policy reports that probe as a violation even though zod catches the
// error. In a browser the setting must therefore be in place before the first schema is
// built: this module is the first import of the package's entry, ahead of every module that
// builds one. On the server there is no such policy, and zod's compiled parsers are what
// keep reading the log cheap (a rebuild parses every event), so they stay on there.
if (typeof document !== 'undefined') z.config({ jitless: true })
