//! `--mlir-timing`: a tree of named timers, reported as MLIR's
//! `DefaultTimingManager` does (tree or list display; user time, the sum
//! over threads, is shown when running multithreaded).

use std::time::Duration;

/// A timer node: its wall and user (summed over threads) time and children.
#[derive(Clone, Debug, Default)]
pub struct TimingNode {
    /// Displayed name.
    pub name: String,
    /// Wall-clock time.
    pub wall: Duration,
    /// Time summed over the threads that worked under this timer.
    pub user: Duration,
    /// Nested timers in the order they first ran.
    pub children: Vec<TimingNode>,
    /// How many threads did the work under this timer (0: not tracked).
    pub threads: usize,
}

impl TimingNode {
    /// A node with no time yet.
    pub fn new(name: impl Into<String>) -> Self {
        TimingNode {
            name: name.into(),
            ..Default::default()
        }
    }

    /// The child named `name`, created at the end if missing.
    pub fn child(&mut self, name: &str) -> &mut TimingNode {
        match self.children.iter().position(|c| c.name == name) {
            Some(i) => &mut self.children[i],
            None => {
                self.children.push(TimingNode::new(name));
                self.children.last_mut().expect("just pushed")
            }
        }
    }

    /// Adds `other`'s times (and its children's, by name) into this node;
    /// wall time is kept as the larger of the two (concurrent work).
    pub fn merge_concurrent(&mut self, other: &TimingNode) {
        self.wall = self.wall.max(other.wall);
        self.user += other.user;
        for c in &other.children {
            self.child(&c.name).merge_concurrent(c);
        }
    }

    /// Adds `other`'s times into this node (sequential work).
    pub fn merge_sequential(&mut self, other: &TimingNode) {
        self.wall += other.wall;
        self.user += other.user;
        for c in &other.children {
            self.child(&c.name).merge_sequential(c);
        }
    }
}

fn secs(d: Duration) -> f64 {
    d.as_secs_f64()
}

fn cell(out: &mut String, d: Duration, total: Duration) {
    let pct = if total.is_zero() {
        0.0
    } else {
        100.0 * secs(d) / secs(total)
    };
    out.push_str(&format!("  {:>8.4} ({:>5.1}%)", secs(d), pct));
}

/// Whether any timer's user time differs from its wall time (work ran on
/// several threads): MLIR then shows a user time column.
pub fn ran_concurrently(n: &TimingNode) -> bool {
    n.user != n.wall || n.children.iter().any(ran_concurrently)
}

/// The report for a root whose children are the top-level timers; `rest`
/// and `total` lines are added as MLIR does.
pub fn report(root: &TimingNode, multithreaded: bool, list: bool) -> String {
    let multithreaded = multithreaded && root.children.iter().any(ran_concurrently);
    let total_wall = root.wall;
    let child_wall: Duration = root.children.iter().map(|c| c.wall).sum();
    let child_user: Duration = root.children.iter().map(|c| c.user).sum();
    let rest_wall = total_wall.saturating_sub(child_wall);
    let total_user = child_user + rest_wall;
    let mut out = String::new();
    out.push_str(
        "===-------------------------------------------------------------------------===\n",
    );
    out.push_str("                         ... Execution time report ...\n");
    out.push_str(
        "===-------------------------------------------------------------------------===\n",
    );
    out.push_str(&format!(
        "  Total Execution Time: {:.4} seconds\n\n",
        secs(total_wall)
    ));
    if multithreaded {
        out.push_str("  ----User Time----  ----Wall Time----  ----Name----\n");
    } else {
        out.push_str("  ----Wall Time----  ----Name----\n");
    }
    let line = |out: &mut String, n: &TimingNode, depth: usize| {
        if multithreaded {
            cell(out, n.user, total_user);
        }
        cell(out, n.wall, total_wall);
        out.push_str("  ");
        out.push_str(&"  ".repeat(depth));
        out.push_str(&n.name);
        out.push('\n');
    };
    let mut rest = TimingNode::new("Rest");
    rest.wall = rest_wall;
    rest.user = rest_wall;
    let mut total = TimingNode::new("Total");
    total.wall = total_wall;
    total.user = total_user;
    if list {
        // Every timer once, merged by name, sorted by time (MLIR's list view).
        let mut flat: Vec<TimingNode> = Vec::new();
        let mut root_line = TimingNode::new("root");
        root_line.wall = total_wall;
        root_line.user = total_user;
        fn collect(n: &TimingNode, flat: &mut Vec<TimingNode>) {
            for c in &n.children {
                match flat.iter_mut().find(|f| f.name == c.name) {
                    Some(f) => {
                        f.wall += c.wall;
                        f.user += c.user;
                    }
                    None => {
                        let mut x = TimingNode::new(c.name.clone());
                        x.wall = c.wall;
                        x.user = c.user;
                        flat.push(x);
                    }
                }
                collect(c, flat);
            }
        }
        collect(root, &mut flat);
        flat.push(rest);
        flat.sort_by(|a, b| {
            let (x, y) = if multithreaded {
                (a.user, b.user)
            } else {
                (a.wall, b.wall)
            };
            y.cmp(&x)
        });
        line(&mut out, &root_line, 0);
        for f in &flat {
            line(&mut out, f, 0);
        }
        line(&mut out, &total, 0);
        return out;
    }
    fn walk(
        n: &TimingNode,
        depth: usize,
        out: &mut String,
        line: &dyn Fn(&mut String, &TimingNode, usize),
    ) {
        line(out, n, depth);
        for c in &n.children {
            walk(c, depth + 1, out, line);
        }
    }
    for c in &root.children {
        walk(c, 0, &mut out, &line);
    }
    line(&mut out, &rest, 0);
    line(&mut out, &total, 0);
    out
}
