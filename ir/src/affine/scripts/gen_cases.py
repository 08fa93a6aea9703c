# Regenerates mlir_cases.rs: python3 gen_cases.py CASEFILE... > ../mlir_cases.rs (run in a scratch dir).
# CASEFILE lines: 'map<TAB>body' or 'set<TAB>body' (\n in a body is a newline). Needs mlir-opt-22.
import subprocess, sys, re, json
cases = []
for fn in sys.argv[1:]:
    for line in open(fn):
        line = line.rstrip('\n')
        if not line.strip() or line.startswith('#'): continue
        kind, body = line.split('\t', 1)
        body = body.replace('\\n', '\n')
        cases.append((kind, body))
out = []
for kind, body in cases:
    kw = 'affine_map' if kind == 'map' else 'affine_set'
    prefix = '"t.a"() {m = %s<' % kw
    src = prefix + body + '>} : () -> ()\n'
    open('one.mlir', 'w').write(src)
    p = subprocess.run(['mlir-opt-22', '--allow-unregistered-dialect', '--mlir-print-local-scope', 'one.mlir'], capture_output=True, text=True)
    if p.returncode == 0:
        m = re.search(kw + r'<(.*)>\} : \(\) -> \(\)', p.stdout)
        out.append((kind, body, 'ok', m.group(1)))
    else:
        m = re.search(r'one\.mlir:(\d+):(\d+): error: (.*)', p.stderr)
        ln, col, msg = int(m.group(1)), int(m.group(2)), m.group(3)
        lines = src.split('\n')
        off = sum(len(l) + 1 for l in lines[:ln-1]) + col - 1 - len(prefix)
        out.append((kind, body, 'err', (off, msg)))
def rs(s): return json.dumps(s)
print("// Generated from mlir-opt-22 --allow-unregistered-dialect --mlir-print-local-scope output.")
print("/// (is integer set, body, printed form or (byte offset, message)).")
print("pub(super) type Case = (bool, &'static str, Result<&'static str, (usize, &'static str)>);")
print("pub(super) const CASES: &[Case] = &[")
for kind, body, st, r in out:
    isset = 'true' if kind == 'set' else 'false'
    if st == 'ok':
        print(f"    ({isset}, {rs(body)}, Ok({rs(r)})),")
    else:
        print(f"    ({isset}, {rs(body)}, Err(({r[0]}, {rs(r[1])}))),")
print("];")
print(len(out), file=sys.stderr)
