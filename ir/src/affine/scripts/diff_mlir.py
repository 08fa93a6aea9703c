# Random differential test against mlir-opt-22: python3 diff_mlir.py SEED COUNT (run in a scratch dir).
# Uses the ignored differential_dump test of rmlir-ir to run rmlir's side.
import random, subprocess, sys, re, os
random.seed(int(sys.argv[1]))
N = int(sys.argv[2])
DIMS = ['d0','d1','d2']; SYMS = ['s0','s1']
def const():
    r = random.random()
    if r < 0.6: return str(random.randint(0, 9))
    if r < 0.8: return str(random.choice([16, 32, 64, 128, 3, 6, 12]))
    if r < 0.9: return random.choice(['9223372036854775807', '4611686018427387904', '0x10'])
    return str(random.randint(0, 1000))
def gen(depth, affine_bias):
    if depth <= 0 or random.random() < 0.25:
        r = random.random()
        if r < 0.4: return random.choice(DIMS)
        if r < 0.6: return random.choice(SYMS)
        return const()
    r = random.random()
    if r < 0.1: return '-' + gen(depth-1, affine_bias)
    if r < 0.2: return '(' + gen(depth-1, affine_bias) + ')'
    op = random.choice(['+', '-', '+', '*', '*', 'floordiv', 'ceildiv', 'mod'])
    lhs = gen(depth-1, affine_bias)
    if op in ('+','-'):
        rhs = gen(depth-1, affine_bias)
    elif random.random() < affine_bias:
        rhs = random.choice([const(), '-' + const(), random.choice(SYMS), '(' + random.choice(SYMS) + ' + ' + const() + ')'])
    else:
        rhs = gen(depth-1, affine_bias)
    if random.random() < 0.5:
        return '(' + lhs + ' ' + op + ' ' + rhs + ')'
    return lhs + ' ' + op + ' ' + rhs
cases = []
for i in range(N):
    n = random.randint(1, 3)
    exprs = [gen(random.randint(1, 6), 0.9) for _ in range(n)]
    if random.random() < 0.25:
        cons = [e + random.choice([' >= 0', ' == 0', ' <= ' + gen(2, 0.9), ' >= ' + gen(2, 0.9)]) for e in exprs]
        cases.append(('set', '(d0, d1, d2)[s0, s1] : (' + ', '.join(cons) + ')'))
    else:
        cases.append(('map', '(d0, d1, d2)[s0, s1] -> (' + ', '.join(exprs) + ')'))
with open('din.txt', 'w') as f:
    for k, b in cases: f.write(k + '\t' + b + '\n')
# mlir-opt
src = []
for k, b in cases:
    kw = 'affine_map' if k == 'map' else 'affine_set'
    src.append('"t.a"() {m = %s<%s>} : () -> ()\n' % (kw, b))
open('dmlir.mlir', 'w').write('// -----\n'.join(src))
p = subprocess.run(['mlir-opt-22', '--allow-unregistered-dialect', '--mlir-print-local-scope', '-split-input-file', 'dmlir.mlir'], capture_output=True, text=True)
chunks = p.stdout.split('// -----\n')
errs = {}
for m in re.finditer(r'dmlir\.mlir:(\d+):(\d+): error: (.*)', p.stderr):
    ln = int(m.group(1)); idx = (ln - 1) // 2
    if idx not in errs: errs[idx] = (int(m.group(2)), m.group(3))
expected = []
for i, (k, b) in enumerate(cases):
    kw = 'affine_map' if k == 'map' else 'affine_set'
    if i in errs:
        col, msg = errs[i]
        expected.append('err\t%d\t%s' % (col - 1 - len('"t.a"() {m = %s<' % kw), msg))
    else:
        m = re.search(kw + r'<(.*)>\} : \(\) -> \(\)', chunks[i])
        expected.append('ok\t' + m.group(1))
env = dict(os.environ, AFFINE_DIFF_IN=os.path.abspath('din.txt'), AFFINE_DIFF_OUT=os.path.abspath('dout.txt'))
subprocess.run(['cargo', 'test', '--release', '-q', '-p', 'rmlir-ir', 'differential_dump', '--', '--ignored'], cwd='/work/main', env=env, capture_output=True)
got = open('dout.txt').read().split('\n')
bad = 0
for i, (k, b) in enumerate(cases):
    if got[i] != expected[i]:
        bad += 1
        if bad <= 15:
            print(k, b); print('  mlir:', expected[i]); print('  ours:', got[i])
print('mismatches', bad, 'of', len(cases), 'errors', len(errs))
