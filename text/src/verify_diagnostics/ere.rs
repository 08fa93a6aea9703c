//! POSIX extended regexes as LLVM's `regcomp` accepts them (the `{{...}}` parts of
//! `expected-*-re`), translated to the `regex` crate's syntax.

use super::split::find_bytes;
use regex::bytes::Regex as BytesRegex;

/// The error kinds of LLVM's regcomp that the ERE grammar can produce.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum ReError {
    Empty,
    BadRpt,
    EBrace,
    BadBr,
    EBrack,
    ERange,
    ECType,
    ECollate,
    EEscape,
    ESubReg,
    EParen,
    /// Not an LLVM error: nesting deeper than [`MAX_NESTING`]; the pattern is accepted but the
    /// expectation never matches (keeps the recursive parser off the end of the stack).
    TooDeep,
}

/// Deepest `(` nesting translated (the `regex` crate refuses much less deep patterns anyway).
const MAX_NESTING: usize = 1000;

/// LLVM's `regerror` text for each error kind.
fn re_error_message(error: ReError) -> &'static str {
    match error {
        ReError::Empty => "empty (sub)expression",
        ReError::BadRpt => "repetition-operator operand invalid",
        ReError::EBrace => "braces not balanced",
        ReError::BadBr => "invalid repetition count(s)",
        ReError::EBrack => "brackets ([ ]) not balanced",
        ReError::ERange => "invalid character range",
        ReError::ECType => "invalid character class",
        ReError::ECollate => "invalid collating element",
        ReError::EEscape => "trailing backslash (\\)",
        ReError::ESubReg => "invalid backreference number",
        ReError::EParen => "parentheses not balanced",
        ReError::TooDeep => "",
    }
}

/// Character classes of LLVM's regcomp (C locale, ASCII only).
fn class_bytes(name: &[u8]) -> Option<Vec<u8>> {
    let range = |a: u8, b: u8| (a..=b).collect::<Vec<u8>>();
    let punct: Vec<u8> = b"!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~".to_vec();
    let alpha = [range(b'A', b'Z'), range(b'a', b'z')].concat();
    let digit = range(b'0', b'9');
    let alnum = [alpha.clone(), digit.clone()].concat();
    let graph = [alnum.clone(), punct.clone()].concat();
    Some(match name {
        b"alnum" => alnum,
        b"alpha" => alpha,
        b"blank" => vec![b' ', b'\t'],
        b"cntrl" => [range(1, 31), vec![127]].concat(),
        b"digit" => digit,
        b"graph" => graph,
        b"lower" => range(b'a', b'z'),
        b"print" => [graph, vec![b' ']].concat(),
        b"punct" => punct,
        b"space" => vec![b'\t', b'\n', 0x0b, 0x0c, b'\r', b' '],
        b"upper" => range(b'A', b'Z'),
        b"xdigit" => [digit, range(b'A', b'F'), range(b'a', b'f')].concat(),
        _ => return None,
    })
}

/// Collating-element names of LLVM's regcomp (`[[.name.]]`, `[[=name=]]`).
fn collating_name(name: &[u8]) -> Option<u8> {
    const NAMES: &[(&str, u8)] = &[
        ("NUL", 0),
        ("SOH", 1),
        ("STX", 2),
        ("ETX", 3),
        ("EOT", 4),
        ("ENQ", 5),
        ("ACK", 6),
        ("BEL", 7),
        ("alert", 7),
        ("BS", 8),
        ("backspace", 8),
        ("HT", 9),
        ("tab", 9),
        ("LF", 10),
        ("newline", 10),
        ("VT", 11),
        ("vertical-tab", 11),
        ("FF", 12),
        ("form-feed", 12),
        ("CR", 13),
        ("carriage-return", 13),
        ("SO", 14),
        ("SI", 15),
        ("DLE", 16),
        ("DC1", 17),
        ("DC2", 18),
        ("DC3", 19),
        ("DC4", 20),
        ("NAK", 21),
        ("SYN", 22),
        ("ETB", 23),
        ("CAN", 24),
        ("EM", 25),
        ("SUB", 26),
        ("ESC", 27),
        ("IS4", 28),
        ("FS", 28),
        ("IS3", 29),
        ("GS", 29),
        ("IS2", 30),
        ("RS", 30),
        ("IS1", 31),
        ("US", 31),
        ("space", b' '),
        ("exclamation-mark", b'!'),
        ("quotation-mark", b'"'),
        ("number-sign", b'#'),
        ("dollar-sign", b'$'),
        ("percent-sign", b'%'),
        ("ampersand", b'&'),
        ("apostrophe", b'\''),
        ("left-parenthesis", b'('),
        ("right-parenthesis", b')'),
        ("asterisk", b'*'),
        ("plus-sign", b'+'),
        ("comma", b','),
        ("hyphen", b'-'),
        ("hyphen-minus", b'-'),
        ("period", b'.'),
        ("full-stop", b'.'),
        ("slash", b'/'),
        ("solidus", b'/'),
        ("zero", b'0'),
        ("one", b'1'),
        ("two", b'2'),
        ("three", b'3'),
        ("four", b'4'),
        ("five", b'5'),
        ("six", b'6'),
        ("seven", b'7'),
        ("eight", b'8'),
        ("nine", b'9'),
        ("colon", b':'),
        ("semicolon", b';'),
        ("less-than-sign", b'<'),
        ("equals-sign", b'='),
        ("greater-than-sign", b'>'),
        ("question-mark", b'?'),
        ("commercial-at", b'@'),
        ("left-square-bracket", b'['),
        ("backslash", b'\\'),
        ("reverse-solidus", b'\\'),
        ("right-square-bracket", b']'),
        ("circumflex", b'^'),
        ("circumflex-accent", b'^'),
        ("underscore", b'_'),
        ("low-line", b'_'),
        ("grave-accent", b'`'),
        ("left-brace", b'{'),
        ("left-curly-bracket", b'{'),
        ("vertical-line", b'|'),
        ("right-brace", b'}'),
        ("right-curly-bracket", b'}'),
        ("tilde", b'~'),
        ("DEL", 127),
    ];
    NAMES
        .iter()
        .find(|(n, _)| n.as_bytes() == name)
        .map(|&(_, c)| c)
}

fn byte_literal(b: u8) -> String {
    format!("\\x{b:02X}")
}

/// A `regex` (bytes, `(?-u)`) class for a set of bytes.
fn class_syntax(set: &[bool; 256]) -> String {
    let mut out = String::from("[");
    let mut any = false;
    let mut i = 0usize;
    while i < 256 {
        if set[i] {
            let start = i;
            while i + 1 < 256 && set[i + 1] {
                i += 1;
            }
            any = true;
            out.push_str(&byte_literal(start as u8));
            if i > start {
                out.push('-');
                out.push_str(&byte_literal(i as u8));
            }
        }
        i += 1;
    }
    if !any {
        return String::from("[^\\x00-\\xFF]");
    }
    out.push(']');
    out
}

/// Recursive-descent parser following LLVM's regcomp grammar for extended regexes: it reports the
/// first error regcomp would report and translates valid patterns into `regex` syntax.
struct Ere<'p> {
    p: &'p [u8],
    i: usize,
    nsub: usize,
    closed: [bool; 10],
    has_backref: bool,
    depth: usize,
}

impl<'p> Ere<'p> {
    fn new(p: &'p [u8]) -> Self {
        Ere {
            p,
            i: 0,
            nsub: 0,
            closed: [false; 10],
            has_backref: false,
            depth: 0,
        }
    }
    fn more(&self) -> bool {
        self.i < self.p.len()
    }
    fn more2(&self) -> bool {
        self.i + 1 < self.p.len()
    }
    fn peek(&self) -> Option<u8> {
        self.p.get(self.i).copied()
    }
    fn peek2(&self) -> Option<u8> {
        self.p.get(self.i + 1).copied()
    }
    fn see(&self, c: u8) -> bool {
        self.peek() == Some(c)
    }
    fn seetwo(&self, a: u8, b: u8) -> bool {
        self.peek() == Some(a) && self.peek2() == Some(b)
    }
    fn eat(&mut self, c: u8) -> bool {
        if self.see(c) {
            self.i += 1;
            true
        } else {
            false
        }
    }
    fn eattwo(&mut self, a: u8, b: u8) -> bool {
        if self.seetwo(a, b) {
            self.i += 2;
            true
        } else {
            false
        }
    }
    fn getnext(&mut self) -> u8 {
        let c = self.peek().unwrap_or(0);
        self.i += 1;
        c
    }
    fn peek_is_digit(&self) -> bool {
        self.peek().is_some_and(|c| c.is_ascii_digit())
    }

    /// Alternatives up to `stop` (or the end).
    fn alternatives(&mut self, stop: Option<u8>) -> Result<String, ReError> {
        let mut alts: Vec<String> = Vec::new();
        loop {
            let mut conc = String::new();
            let mut nonempty = false;
            while let Some(c) = self.peek() {
                if c == b'|' || Some(c) == stop {
                    break;
                }
                let (s, emitted) = self.expression()?;
                conc.push_str(&s);
                nonempty |= emitted;
            }
            if !nonempty {
                return Err(ReError::Empty);
            }
            alts.push(conc);
            if !self.eat(b'|') {
                break;
            }
        }
        Ok(alts.join("|"))
    }

    /// One atom and its optional repetition; the flag is false when regcomp drops it (`x{0}`).
    fn expression(&mut self) -> Result<(String, bool), ReError> {
        let c = self.getnext();
        let mut was_caret = false;
        let atom = match c {
            b'(' => {
                if !self.more() {
                    return Err(ReError::EParen);
                }
                self.nsub += 1;
                let sub = self.nsub;
                self.depth += 1;
                if self.depth > MAX_NESTING {
                    return Err(ReError::TooDeep);
                }
                let inner = if self.see(b')') {
                    String::new()
                } else {
                    self.alternatives(Some(b')'))?
                };
                self.depth -= 1;
                if let Some(slot) = self.closed.get_mut(sub) {
                    *slot = true;
                }
                if !(self.more() && self.getnext() == b')') {
                    return Err(ReError::EParen);
                }
                format!("(?:{inner})")
            }
            b')' => return Err(ReError::EParen),
            b'^' => {
                was_caret = true;
                String::from("^")
            }
            b'$' => String::from("$"),
            b'|' => return Err(ReError::Empty),
            b'*' | b'+' | b'?' => return Err(ReError::BadRpt),
            b'.' => String::from("."),
            b'[' => self.bracket()?,
            b'\\' => {
                if !self.more() {
                    return Err(ReError::EEscape);
                }
                let c = self.getnext();
                if (b'1'..=b'9').contains(&c) {
                    let n = usize::from(c - b'0');
                    if !self.closed.get(n).copied().unwrap_or(false) {
                        return Err(ReError::ESubReg);
                    }
                    self.has_backref = true;
                    String::from("(?:)")
                } else {
                    byte_literal(c)
                }
            }
            b'{' => {
                if self.peek_is_digit() {
                    return Err(ReError::BadRpt);
                }
                byte_literal(b'{')
            }
            other => byte_literal(other),
        };

        let is_rep = |this: &Self| match this.peek() {
            Some(b'*' | b'+' | b'?') => true,
            Some(b'{') => this.more2() && this.peek2().is_some_and(|d| d.is_ascii_digit()),
            _ => false,
        };
        if !is_rep(self) {
            return Ok((atom, true));
        }
        let op = self.getnext();
        if was_caret {
            return Err(ReError::BadRpt);
        }
        let (text, emitted) = match op {
            b'*' => (format!("(?:{atom})*"), true),
            b'+' => (format!("(?:{atom})+"), true),
            b'?' => (format!("(?:{atom})?"), true),
            _ => {
                let low = self.count()?;
                let high = if self.eat(b',') {
                    if self.peek_is_digit() {
                        let high = self.count()?;
                        if low > high {
                            return Err(ReError::BadBr);
                        }
                        Some(high)
                    } else {
                        None
                    }
                } else {
                    Some(low)
                };
                if !self.eat(b'}') {
                    while self.more() && !self.see(b'}') {
                        self.i += 1;
                    }
                    if !self.more() {
                        return Err(ReError::EBrace);
                    }
                    return Err(ReError::BadBr);
                }
                let text = match high {
                    Some(h) if h == low => format!("(?:{atom}){{{low}}}"),
                    Some(h) => format!("(?:{atom}){{{low},{h}}}"),
                    None => format!("(?:{atom}){{{low},}}"),
                };
                (text, !(low == 0 && high == Some(0)))
            }
        };
        if is_rep(self) {
            return Err(ReError::BadRpt);
        }
        Ok((text, emitted))
    }

    fn count(&mut self) -> Result<u32, ReError> {
        let mut count: u32 = 0;
        let mut digits = 0;
        while self.peek_is_digit() && count <= 255 {
            count = count * 10 + u32::from(self.getnext() - b'0');
            digits += 1;
        }
        if digits == 0 || count > 255 {
            return Err(ReError::BadBr);
        }
        Ok(count)
    }

    fn bracket(&mut self) -> Result<String, ReError> {
        let rest = self.p.get(self.i..).unwrap_or(&[]);
        if rest.len() > 5 {
            if rest.starts_with(b"[:<:]]") {
                self.i += 6;
                return Ok(String::from("\\b{start}"));
            }
            if rest.starts_with(b"[:>:]]") {
                self.i += 6;
                return Ok(String::from("\\b{end}"));
            }
        }
        let mut set = [false; 256];
        let invert = self.eat(b'^');
        if self.eat(b']') {
            set[usize::from(b']')] = true;
        } else if self.eat(b'-') {
            set[usize::from(b'-')] = true;
        }
        while self.more() && !self.see(b']') && !self.seetwo(b'-', b']') {
            self.bracket_term(&mut set)?;
        }
        if self.eat(b'-') {
            set[usize::from(b'-')] = true;
        }
        if !(self.more() && self.getnext() == b']') {
            return Err(ReError::EBrack);
        }
        if invert {
            for slot in set.iter_mut() {
                *slot = !*slot;
            }
        }
        Ok(class_syntax(&set))
    }

    fn bracket_term(&mut self, set: &mut [bool; 256]) -> Result<(), ReError> {
        let kind = match self.peek() {
            Some(b'[') => self.peek2().unwrap_or(0),
            Some(b'-') => return Err(ReError::ERange),
            _ => 0,
        };
        match kind {
            b':' => {
                self.i += 2;
                match self.peek() {
                    None => return Err(ReError::EBrack),
                    Some(b'-' | b']') => return Err(ReError::ECType),
                    Some(_) => {}
                }
                let start = self.i;
                while self.peek().is_some_and(|c| c.is_ascii_alphabetic()) {
                    self.i += 1;
                }
                let name = self.p.get(start..self.i).unwrap_or(&[]);
                let chars = class_bytes(name).ok_or(ReError::ECType)?;
                for c in chars {
                    set[usize::from(c)] = true;
                }
                if !self.more() {
                    return Err(ReError::EBrack);
                }
                if !self.eattwo(b':', b']') {
                    return Err(ReError::ECType);
                }
            }
            b'=' => {
                self.i += 2;
                match self.peek() {
                    None => return Err(ReError::EBrack),
                    Some(b'-' | b']') => return Err(ReError::ECollate),
                    Some(_) => {}
                }
                let c = self.collating_element(b'=')?;
                set[usize::from(c)] = true;
                if !self.more() {
                    return Err(ReError::EBrack);
                }
                if !self.eattwo(b'=', b']') {
                    return Err(ReError::ECollate);
                }
            }
            _ => {
                let start = self.symbol()?;
                let finish = if self.see(b'-') && self.more2() && self.peek2() != Some(b']') {
                    self.i += 1;
                    if self.eat(b'-') {
                        b'-'
                    } else {
                        self.symbol()?
                    }
                } else {
                    start
                };
                // regcomp compares (signed) chars.
                let (lo, hi) = (start as i8, finish as i8);
                if lo > hi {
                    return Err(ReError::ERange);
                }
                for c in lo..=hi {
                    set[usize::from(c as u8)] = true;
                }
            }
        }
        Ok(())
    }

    fn symbol(&mut self) -> Result<u8, ReError> {
        if !self.more() {
            return Err(ReError::EBrack);
        }
        if !self.eattwo(b'[', b'.') {
            return Ok(self.getnext());
        }
        let value = self.collating_element(b'.')?;
        if !self.eattwo(b'.', b']') {
            return Err(ReError::ECollate);
        }
        Ok(value)
    }

    fn collating_element(&mut self, end: u8) -> Result<u8, ReError> {
        let start = self.i;
        while self.more() && !self.seetwo(end, b']') {
            self.i += 1;
        }
        if !self.more() {
            return Err(ReError::EBrack);
        }
        let name = self.p.get(start..self.i).unwrap_or(&[]);
        if let Some(c) = collating_name(name) {
            return Ok(c);
        }
        match name {
            [c] => Ok(*c),
            _ => Err(ReError::ECollate),
        }
    }
}

/// Validates one `{{...}}` part like `llvm::Regex::isValid`; returns the `regex` translation and
/// whether it uses a backreference.
pub(super) fn translate_ere(pattern: &[u8]) -> Result<(String, bool), ReError> {
    let mut parser = Ere::new(pattern);
    let text = parser.alternatives(None)?;
    Ok((text, parser.has_backref))
}

/// How an expectation's text is compared with a message.
#[derive(Clone, Debug)]
pub(super) enum Matcher {
    /// Plain substring (no `-re`).
    Substring,
    /// `-re` text compiled to a search regex over the message bytes.
    Regex(BytesRegex),
    /// A `-re` expectation that can never match (empty text, or a backreference, which the
    /// `regex` crate cannot express).
    Never,
}

/// Builds the matcher of a `-re` text: literal parts are escaped, `{{re}}` parts are validated
/// one by one. An `Err` holds MLIR's message.
pub(super) fn compile_expectation_regex(text: &str) -> Result<Matcher, String> {
    let mut pattern = String::from("(?s-u)");
    let mut rest = text.as_bytes();
    let mut backref = false;
    loop {
        let Some(open) = find_bytes(rest, b"{{", 0) else {
            for &b in rest {
                pattern.push_str(&byte_literal(b));
            }
            break;
        };
        for &b in rest.get(..open).unwrap_or(&[]) {
            pattern.push_str(&byte_literal(b));
        }
        rest = rest.get(open + 2..).unwrap_or(&[]);
        let Some(close) = find_bytes(rest, b"}}", 0) else {
            return Err(String::from("found start of regex with no end '}}'"));
        };
        let part = rest.get(..close).unwrap_or(&[]);
        match translate_ere(part) {
            Ok((translated, uses_backref)) => {
                backref |= uses_backref;
                pattern.push_str("(?:");
                pattern.push_str(&translated);
                pattern.push(')');
            }
            Err(ReError::TooDeep) => return Ok(Matcher::Never),
            Err(e) => return Err(format!("invalid regex: {}", re_error_message(e))),
        }
        rest = rest.get(close + 2..).unwrap_or(&[]);
    }
    if text.is_empty() || backref {
        return Ok(Matcher::Never);
    }
    Ok(BytesRegex::new(&pattern).map_or(Matcher::Never, Matcher::Regex))
}
